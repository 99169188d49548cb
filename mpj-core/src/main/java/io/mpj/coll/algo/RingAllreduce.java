package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/**
 * Ring reduce-scatter, then ring all-gather of the reduced blocks: bandwidth-optimal for long
 * messages. Works in the receive buffer (one copy of the input, none for the in-place pattern).
 */
public final class RingAllreduce implements Algorithms.Allreduce, Commutative {
    @Override
    public String name() {
        return "ring";
    }

    @Override
    public void allreduce(Peers p, Buf send, Buf recv, Reduction op) {
        Blocks blocks = Blocks.packed(RabenseifnerReduce.evenCounts(send.count(), p.size()));
        if (!send.sameAs(recv)) send.copyTo(recv); // the work happens in place in the receive buffer
        RingReduceScatter.reduceInPlace(p, recv, blocks, op);
        RingAllgather.circulate(p, recv, blocks);
    }
}
