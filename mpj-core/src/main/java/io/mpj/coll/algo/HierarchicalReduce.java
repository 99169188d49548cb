package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.LeaderChoice;
import io.mpj.coll.Peers;
import io.mpj.coll.Primitive;
import io.mpj.coll.op.Reduction;

/**
 * Node-aware: each host reduces to its leader (binomial, shared memory), then the leaders reduce to
 * the root over the network with the algorithm {@link LeaderChoice} gives (binomial, or Rabenseifner
 * for long messages). Hosts combine in host order, so only commutative operators.
 */
public final class HierarchicalReduce implements Algorithms.Reduce, Commutative {
    private static final BinomialReduce ON_HOST = new BinomialReduce();
    private final LeaderChoice across;

    public HierarchicalReduce(LeaderChoice across) {
        this.across = across;
    }

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void reduce(Peers p, Buf send, Buf recv, Reduction op, int root) {
        Hierarchy h = new Hierarchy(p, root);
        Buf partial = p.rank() == root ? recv : h.isLeader() ? p.temp(send, send.count()) : send;
        if (h.hasLocalPeers()) ON_HOST.reduce(h.onHost(), send, partial, op, 0);
        else if (h.isLeader() && !send.sameAs(partial)) send.copyTo(partial);
        if (h.isLeader() && h.hasOtherHosts()) {
            Algorithms.Reduce a = (Algorithms.Reduce) across.among(Primitive.REDUCE, h.leaders.length, send.bytes());
            a.reduce(h.amongLeaders(), partial, recv, op, h.nodes.of(root));
        }
    }
}
