package io.mpj.coll.algo;

import io.mpj.coll.Nodes;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.HIERARCHICAL_LEADERS;
import static io.mpj.coll.CollectiveTags.HIERARCHICAL_NODE;

/**
 * This rank's place in a two-level algorithm: the ranks of its host (its leader first), and the
 * leaders of all hosts (one per host, by host; the root leads its own host). Node-aware algorithms
 * run flat algorithms within a host (over shared memory) and among the leaders (over the network).
 */
final class Hierarchy {
    final Peers whole;
    final Nodes nodes;
    final int[] leaders;
    final int node;
    final int[] local;

    Hierarchy(Peers p, int root) {
        this.whole = p;
        this.nodes = p.nodes();
        this.leaders = nodes.leaders(root);
        this.node = nodes.of(p.rank());
        this.local = nodes.withLeaderFirst(node, leaders[node]);
    }

    boolean isLeader() {
        return leaders[node] == whole.rank();
    }

    /** More than one rank on this host. */
    boolean hasLocalPeers() {
        return local.length > 1;
    }

    /** More than one host (call on leaders). */
    boolean hasOtherHosts() {
        return leaders.length > 1;
    }

    /** The ranks of this host, the leader as rank 0. */
    Peers onHost() {
        return whole.among(local, HIERARCHICAL_NODE);
    }

    /** The leaders, host i's as rank i. */
    Peers amongLeaders() {
        return whole.among(leaders, HIERARCHICAL_LEADERS);
    }
}
