package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

/** Seed 000's equivalence Allgather = Gather + Bcast: binomial gather at rank 0, binomial bcast of the whole. */
public final class GatherBcastAllgather implements Algorithms.Allgather {
    private static final BinomialGather GATHER = new BinomialGather();
    private static final BinomialBcast BCAST = new BinomialBcast();

    @Override
    public String name() {
        return "gather_bcast";
    }

    @Override
    public void allgather(Peers p, Buf send, Buf recv, Blocks blocks) {
        Buf mine = blocks.of(recv, p.rank());
        GATHER.gather(p, send.sameAs(mine) ? p.copyOf(send) : send, recv, blocks, 0);
        BCAST.bcast(p, recv.withCount(blocks.sum(0, p.size())), 0);
    }
}
