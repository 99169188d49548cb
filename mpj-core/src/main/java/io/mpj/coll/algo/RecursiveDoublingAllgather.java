package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.RECURSIVE_DOUBLING_ALLGATHER;

/**
 * Recursive doubling: in round k ranks swap everything they hold with rank xor 2^k, doubling it.
 * Needs p to be a power of two; for other p it runs {@link BruckAllgather}, also log2 p rounds.
 */
public final class RecursiveDoublingAllgather implements Algorithms.Allgather {
    private static final BruckAllgather OTHER_P = new BruckAllgather();

    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public void allgather(Peers p, Buf send, Buf recv, Blocks blocks) {
        int n = p.size();
        if (Integer.bitCount(n) != 1) {
            OTHER_P.allgather(p, send, recv, blocks);
            return;
        }
        int r = p.rank();
        Buf mine = blocks.of(recv, r);
        if (!send.sameAs(mine)) send.copyTo(mine);
        for (int mask = 1; mask < n; mask <<= 1) {
            int partner = r ^ mask;
            int myBase = r & ~(mask - 1);
            int theirBase = partner & ~(mask - 1);
            p.sendrecv(range(recv, blocks, myBase, myBase + mask), partner,
                    range(recv, blocks, theirBase, theirBase + mask), partner, RECURSIVE_DOUBLING_ALLGATHER);
        }
    }

    /** Blocks of ranks from .. to - 1, contiguous because blocks are packed in rank order. */
    private static Buf range(Buf all, Blocks blocks, int from, int to) {
        return all.slice(blocks.displs()[from], blocks.sum(from, to));
    }
}
