package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/**
 * Node-aware: each host reduces to its leader (binomial, shared memory), then the leaders reduce to
 * the root (binomial, network). Hosts combine in host order, so only commutative operators.
 */
public final class HierarchicalReduce implements Algorithms.Reduce, Commutative {
    private static final BinomialReduce TREE = new BinomialReduce();

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void reduce(Peers p, Buf send, Buf recv, Reduction op, int root) {
        Hierarchy h = new Hierarchy(p, root);
        Buf partial = p.rank() == root ? recv : h.isLeader() ? p.temp(send, send.count()) : send;
        if (h.hasLocalPeers()) TREE.reduce(h.onHost(), send, partial, op, 0);
        else if (h.isLeader() && !send.sameAs(partial)) send.copyTo(partial);
        if (h.isLeader() && h.hasOtherHosts()) TREE.reduce(h.amongLeaders(), partial, recv, op, h.nodes.of(root));
    }
}
