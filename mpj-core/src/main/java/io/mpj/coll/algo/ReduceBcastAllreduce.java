package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/** Seed 000's equivalence Allreduce = Reduce + Bcast: a binomial reduce to rank 0, then a binomial bcast. */
public final class ReduceBcastAllreduce implements Algorithms.Allreduce {
    private static final BinomialBcast BCAST = new BinomialBcast();

    @Override
    public String name() {
        return "reduce_bcast";
    }

    @Override
    public void allreduce(Peers p, Buf send, Buf recv, Reduction op) {
        Buf last = p.rank() == 0 && !recv.overlaps(send) ? recv : null;
        Buf acc = BinomialReduce.toTree(p, send, op, 0, last);
        if (p.rank() == 0 && acc != recv) acc.copyTo(recv);
        BCAST.bcast(p, recv, 0);
    }
}
