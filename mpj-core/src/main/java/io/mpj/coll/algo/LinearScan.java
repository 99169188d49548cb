package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/** Each rank waits for its left neighbour's prefix, adds its own and passes it on: p - 1 sequential steps. */
public final class LinearScan implements Algorithms.Scan {
    private static final int TAG = 82;

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void scan(Peers p, Buf send, Buf recv, Reduction op) {
        int r = p.rank();
        Buf result = p.copyOf(send);
        if (r > 0) {
            Buf prefix = p.temp(send, send.count());
            p.recv(prefix, r - 1, TAG);
            op.apply(prefix, result);
        }
        if (r < p.size() - 1) p.send(result, r + 1, TAG);
        result.copyTo(recv);
    }
}
