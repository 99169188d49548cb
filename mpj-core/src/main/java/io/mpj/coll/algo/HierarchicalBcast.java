package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.LeaderChoice;
import io.mpj.coll.Peers;
import io.mpj.coll.Primitive;

import static io.mpj.coll.CollectiveTags.HIERARCHICAL_CHAIN;

/**
 * Node-aware: the leaders of the hosts (the root leads its own) broadcast among themselves over the
 * network with the algorithm {@link LeaderChoice} gives for their number and the message size
 * (the built-in network rules', else the defaults'), then a binomial tree within each host from its
 * leader, over shared memory. Each message crosses the network once per host instead of once per
 * rank. When the leaders chain (long messages), the two phases are one
 * pipeline: a leader forwards each segment to its host's ranks as it forwards it to the next host,
 * so the host's phase costs a segment, not the message (a chain of ranks grouped by host crosses
 * each link once too; the node-aware one also does when the ranks are dealt round-robin).
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
        // every rank asks: the answer, like any selection, is the same on all of them
        Algorithms.Bcast a = h.hasOtherHosts()
                ? (Algorithms.Bcast) across.among(Primitive.BCAST, h.leaders.length, buf.bytes()) : null;
        if (a instanceof ChainBcast chain && chain.single()) {
            pipelined(h, buf, root, chain.segmentBytes());
            return;
        }
        if (h.isLeader() && a != null) a.bcast(h.amongLeaders(), buf, h.nodes.of(root));
        if (h.hasLocalPeers()) ON_HOST.bcast(h.onHost(), buf, 0);
    }

    /** One chain through the leaders from the root's host, each leader also feeding its own host's ranks. */
    private static void pipelined(Hierarchy h, Buf buf, int root, long segmentBytes) {
        int hosts = h.leaders.length;
        int v = (h.node - h.nodes.of(root) + hosts) % hosts;   // this host's place in the chain
        int parent;
        int[] children;
        if (h.isLeader()) {
            parent = v == 0 ? -1 : h.leaders[(h.node - 1 + hosts) % hosts];
            boolean last = v == hosts - 1;
            children = new int[h.local.length - 1 + (last ? 0 : 1)];
            int k = 0;
            if (!last) children[k++] = h.leaders[(h.node + 1) % hosts];   // the network first: it is the longer path
            for (int i = 1; i < h.local.length; i++) children[k++] = h.local[i];
        } else {
            parent = h.leaders[h.node];
            children = new int[0];
        }
        SegmentPipeline.forward(h.whole, buf, SegmentPipeline.elements(segmentBytes, buf), parent, children, HIERARCHICAL_CHAIN);
    }
}
