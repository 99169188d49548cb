package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.LeaderChoice;
import io.mpj.coll.Peers;
import io.mpj.coll.Primitive;

/**
 * Node-aware: the leaders of the hosts (the root leads its own) broadcast among themselves over the
 * network with the algorithm {@link LeaderChoice} gives for their number and the message size
 * (binomial for short messages, scatter-allgather for long ones among many hosts), then a binomial
 * tree within each host from its leader, over shared memory. Each message crosses the network once
 * per host instead of once per rank.
 */
public final class HierarchicalBcast implements Algorithms.Bcast {
    private static final BinomialBcast ON_HOST = new BinomialBcast();
    private final LeaderChoice across;

    public HierarchicalBcast(LeaderChoice across) {
        this.across = across;
    }

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        Hierarchy h = new Hierarchy(p, root);
        if (h.isLeader() && h.hasOtherHosts()) {
            Algorithms.Bcast a = (Algorithms.Bcast) across.among(Primitive.BCAST, h.leaders.length, buf.bytes());
            a.bcast(h.amongLeaders(), buf, h.nodes.of(root));
        }
        if (h.hasLocalPeers()) ON_HOST.bcast(h.onHost(), buf, 0);
    }
}
