package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/**
 * Binomial tree: each rank combines its children's partial results, then sends to its parent.
 * A subtree covers consecutive ranks, so combining "mine op child's" keeps rank order; for a
 * non-commutative operator the tree is rooted at rank 0 (where rank order holds) and the result is
 * then sent to the root.
 */
public final class BinomialReduce implements Algorithms.Reduce {
    private static final int TAG = 20;

    @Override
    public String name() {
        return "binomial";
    }

    @Override
    public void reduce(Peers p, Buf send, Buf recv, Reduction op, int root) {
        int top = op.commutative() ? root : 0;
        Buf acc = toTree(p, send, op, top);
        if (top == root) {
            if (p.rank() == root) acc.copyTo(recv);
        } else if (p.rank() == top) {
            p.send(acc, root, TAG + 1);
        } else if (p.rank() == root) {
            p.recv(recv, top, TAG + 1);
        }
    }

    /** Reduces onto {@code top}; returns the partial result this rank holds (the whole at {@code top}). */
    static Buf toTree(Peers p, Buf send, Reduction op, int top) {
        int n = p.size();
        int v = (p.rank() - top + n) % n;
        Buf acc = p.copyOf(send);
        Buf tmp = null;
        for (int mask = 1; mask < n; mask <<= 1) {
            if ((v & mask) != 0) {
                p.send(acc, (v - mask + top) % n, TAG);
                break;
            }
            if (v + mask < n) {
                if (tmp == null) tmp = p.temp(send, send.count());
                p.recv(tmp, (v + mask + top) % n, TAG);
                op.apply(acc, tmp); // tmp = mine op child's
                Buf t = acc;
                acc = tmp;
                tmp = t;
            }
        }
        return acc;
    }
}
