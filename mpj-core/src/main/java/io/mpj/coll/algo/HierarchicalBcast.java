package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

/**
 * Node-aware: a binomial tree among the leaders of the hosts (the root leads its own), over the
 * network, then a binomial tree within each host from its leader, over shared memory. Each message
 * crosses the network once per host instead of once per rank.
 */
public final class HierarchicalBcast implements Algorithms.Bcast {
    private static final BinomialBcast TREE = new BinomialBcast();

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        Hierarchy h = new Hierarchy(p, root);
        if (h.isLeader() && h.hasOtherHosts()) TREE.bcast(h.amongLeaders(), buf, h.nodes.of(root));
        if (h.hasLocalPeers()) TREE.bcast(h.onHost(), buf, 0);
    }
}
