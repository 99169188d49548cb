package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

import static io.mpj.coll.CollectiveTags.LINEAR_SCAN;

/** Each rank waits for its left neighbour's prefix, adds its own and passes it on: p - 1 sequential steps. */
public final class LinearScan implements Algorithms.Scan {
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
            p.recv(prefix, r - 1, LINEAR_SCAN);
            op.apply(prefix, result);
        }
        if (r < p.size() - 1) p.send(result, r + 1, LINEAR_SCAN);
        result.copyTo(recv);
    }
}
