package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.LeaderChoice;
import io.mpj.coll.Peers;
import io.mpj.coll.Primitive;
import io.mpj.coll.op.Reduction;

/**
 * Node-aware: each host reduces to its leader (binomial, shared memory), the leaders allreduce among
 * themselves over the network with the algorithm {@link LeaderChoice} gives (recursive doubling, or
 * a ring for long messages), and each leader broadcasts the result on its host. One rank per host
 * crosses the network. Hosts combine in host order, so only commutative operators.
 */
public final class HierarchicalAllreduce implements Algorithms.Allreduce, Commutative {
    private static final BinomialReduce REDUCE = new BinomialReduce();
    private static final BinomialBcast BCAST = new BinomialBcast();
    private final LeaderChoice across;

    public HierarchicalAllreduce(LeaderChoice across) {
        this.across = across;
    }

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void allreduce(Peers p, Buf send, Buf recv, Reduction op) {
        Hierarchy h = new Hierarchy(p, -1);
        if (h.hasLocalPeers()) REDUCE.reduce(h.onHost(), send, recv, op, 0);
        else if (!send.sameAs(recv)) send.copyTo(recv);
        if (h.isLeader() && h.hasOtherHosts()) {
            Algorithms.Allreduce a = (Algorithms.Allreduce) across.among(Primitive.ALLREDUCE, h.leaders.length, recv.bytes());
            a.allreduce(h.amongLeaders(), recv, recv, op);
        }
        if (h.hasLocalPeers()) BCAST.bcast(h.onHost(), recv, 0);
    }
}
