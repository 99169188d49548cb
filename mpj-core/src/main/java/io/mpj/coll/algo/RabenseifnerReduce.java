package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;
import io.mpj.engine.MessageRequest;

import static io.mpj.coll.CollectiveTags.RABENSEIFNER_REDUCE_GATHER;

/**
 * Rabenseifner's long-message reduce: a reduce-scatter (ring) leaves each rank one reduced block,
 * and the blocks are then gathered at the root. About 2 n bytes per rank instead of n log p.
 */
public final class RabenseifnerReduce implements Algorithms.Reduce, Commutative {
    @Override
    public String name() {
        return "rabenseifner";
    }

    @Override
    public void reduce(Peers p, Buf send, Buf recv, Reduction op, int root) {
        int n = p.size();
        Blocks blocks = Blocks.packed(evenCounts(send.count(), n));
        Buf work = p.copyOf(send);
        RingReduceScatter.reduceInPlace(p, work, blocks, op);
        if (p.rank() != root) {
            p.send(blocks.of(work, p.rank()), root, RABENSEIFNER_REDUCE_GATHER);
            return;
        }
        MessageRequest[] recvs = new MessageRequest[n - 1];
        int k = 0;
        for (int r = 0; r < n; r++) if (r != root) recvs[k++] = p.irecv(blocks.of(recv, r), r, RABENSEIFNER_REDUCE_GATHER);
        blocks.of(work, root).copyTo(blocks.of(recv, root));
        p.waitAll(recvs);
    }

    /** {@code total} elements in {@code n} blocks whose sizes differ by at most one. */
    static int[] evenCounts(int total, int n) {
        int[] c = new int[n];
        for (int r = 0; r < n; r++) c[r] = total / n + (r < total % n ? 1 : 0);
        return c;
    }
}
