package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

import static io.mpj.coll.CollectiveTags.BINOMIAL_REDUCE_TO_ROOT;
import static io.mpj.coll.CollectiveTags.BINOMIAL_REDUCE_TREE;

/**
 * Binomial tree: each rank combines its children's partial results, then sends to its parent.
 * A subtree covers consecutive ranks, so combining "mine op child's" keeps rank order; for a
 * non-commutative operator the tree is rooted at rank 0 (where rank order holds) and the result is
 * then sent to the root. No copies: a leaf sends its own buffer, a child's data is received where
 * the combination goes, and the root's last combination lands in its receive buffer.
 */
public final class BinomialReduce implements Algorithms.Reduce {
    @Override
    public String name() {
        return "binomial";
    }

    @Override
    public void reduce(Peers p, Buf send, Buf recv, Reduction op, int root) {
        int top = op.commutative() ? root : 0;
        boolean intoRecv = top == root && p.rank() == root && !recv.overlaps(send);
        Buf acc = toTree(p, send, op, top, intoRecv ? recv : null);
        if (top == root) {
            if (p.rank() == root && acc != recv) acc.copyTo(recv);
        } else if (p.rank() == top) {
            p.send(acc, root, BINOMIAL_REDUCE_TO_ROOT);
        } else if (p.rank() == root) {
            p.recv(recv, top, BINOMIAL_REDUCE_TO_ROOT);
        }
    }

    /**
     * Reduces onto {@code top}; returns the partial result this rank holds (the whole at
     * {@code top}): {@code send} itself if it had no child, else the buffer of its last combination,
     * which is {@code last} when that is given.
     */
    static Buf toTree(Peers p, Buf send, Reduction op, int top, Buf last) {
        int n = p.size();
        int v = (p.rank() - top + n) % n;
        int children = 0;
        for (int mask = 1; mask < n && (v & mask) == 0; mask <<= 1) if (v + mask < n) children++;
        // combination i (1..children) receives into, and leaves its result in, one of two buffers in
        // turn, chosen so that the last one is 'last'; the other holds the partial result meanwhile
        Buf even = last != null ? last : children > 0 ? p.temp(send, send.count()) : null;
        Buf odd = children > 1 ? p.temp(send, send.count()) : null;
        Buf acc = send;
        int done = 0;
        for (int mask = 1; mask < n; mask <<= 1) {
            if ((v & mask) != 0) {
                p.send(acc, (v - mask + top) % n, BINOMIAL_REDUCE_TREE);
                break;
            }
            if (v + mask < n) {
                done++;
                Buf into = (children - done) % 2 == 0 ? even : odd;
                p.recv(into, (v + mask + top) % n, BINOMIAL_REDUCE_TREE);
                op.apply(acc, into); // into = mine op child's
                acc = into;
            }
        }
        return acc;
    }
}
