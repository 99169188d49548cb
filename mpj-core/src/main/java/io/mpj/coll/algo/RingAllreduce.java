package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Blocks;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/** Ring reduce-scatter, then ring all-gather of the reduced blocks: bandwidth-optimal for long messages. */
public final class RingAllreduce implements Algorithms.Allreduce, Commutative {
    @Override
    public String name() {
        return "ring";
    }

    @Override
    public void allreduce(Peers p, Buf send, Buf recv, Reduction op) {
        Blocks blocks = Blocks.packed(RabenseifnerReduce.evenCounts(send.count(), p.size()));
        Buf work = p.copyOf(send);
        RingReduceScatter.reduceInPlace(p, work, blocks, op);
        RingAllgather.circulate(p, work, blocks);
        work.copyTo(recv);
    }
}
