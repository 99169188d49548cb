package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/**
 * Node-aware: each host reduces to its leader (binomial, shared memory), the leaders allreduce among
 * themselves (recursive doubling, network), and each leader broadcasts the result on its host. One
 * rank per host crosses the network. Hosts combine in host order, so only commutative operators.
 */
public final class HierarchicalAllreduce implements Algorithms.Allreduce, Commutative {
    private static final BinomialReduce REDUCE = new BinomialReduce();
    private static final RecursiveDoublingAllreduce ACROSS = new RecursiveDoublingAllreduce();
    private static final BinomialBcast BCAST = new BinomialBcast();

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void allreduce(Peers p, Buf send, Buf recv, Reduction op) {
        Hierarchy h = new Hierarchy(p, -1);
        if (h.hasLocalPeers()) REDUCE.reduce(h.onHost(), send, recv, op, 0);
        else if (!send.sameAs(recv)) send.copyTo(recv);
        if (h.isLeader() && h.hasOtherHosts()) ACROSS.allreduce(h.amongLeaders(), recv, recv, op);
        if (h.hasLocalPeers()) BCAST.bcast(h.onHost(), recv, 0);
    }
}
