package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

import static io.mpj.coll.CollectiveTags.LINEAR_REDUCE;

/** The root receives every contribution and combines them in rank order: O(p) at the root. */
public final class LinearReduce implements Algorithms.Reduce {
    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void reduce(Peers p, Buf send, Buf recv, Reduction op, int root) {
        if (p.rank() != root) {
            p.send(send, root, LINEAR_REDUCE);
            return;
        }
        Buf acc = root == 0 ? p.copyOf(send) : receive(p, send, 0);
        for (int r = 1; r < p.size(); r++) {
            Buf next = r == root ? p.copyOf(send) : receive(p, send, r);
            op.apply(acc, next); // next = (x0 op ... op x(r-1)) op x(r)
            acc = next;
        }
        acc.copyTo(recv);
    }

    private static Buf receive(Peers p, Buf like, int from) {
        Buf b = p.temp(like, like.count());
        p.recv(b, from, LINEAR_REDUCE);
        return b;
    }
}
