package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

import static io.mpj.coll.CollectiveTags.RING_REDUCE_SCATTER;

/**
 * Ring reduce-scatter: in p - 1 steps each rank passes one block to its right neighbour and folds
 * the block from its left into its own copy; every rank sends about n bytes in all, however large
 * p is. The order of combination is the ring's, so it needs a commutative operator.
 */
public final class RingReduceScatter implements Algorithms.ReduceScatter, Commutative {
    @Override
    public String name() {
        return "ring";
    }

    @Override
    public void reduceScatter(Peers p, Buf send, Buf recv, int[] counts, Reduction op) {
        Blocks blocks = Blocks.packed(counts);
        Buf work = p.copyOf(send.withCount(blocks.sum(0, counts.length)));
        reduceInPlace(p, work, blocks, op);
        blocks.of(work, p.rank()).copyTo(recv);
    }

    /** Leaves the fully reduced block {@code rank} in {@code work} (other blocks are partial). */
    static void reduceInPlace(Peers p, Buf work, Blocks blocks, Reduction op) {
        int n = p.size();
        int r = p.rank();
        if (n == 1) return;
        int max = 0;
        for (int c : blocks.counts()) max = Math.max(max, c);
        Buf tmp = p.temp(work, max);
        for (int s = 0; s < n - 1; s++) {
            int out = (r - s - 1 + 2 * n) % n;
            int in = (r - s - 2 + 2 * n) % n;
            Buf into = tmp.withCount(blocks.count(in));
            p.sendrecv(blocks.of(work, out), (r + 1) % n, into, (r - 1 + n) % n, RING_REDUCE_SCATTER);
            op.apply(into, blocks.of(work, in));
        }
    }
}
