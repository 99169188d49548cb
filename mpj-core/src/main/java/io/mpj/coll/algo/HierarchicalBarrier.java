package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

/**
 * Node-aware: a barrier on each host (every rank of it has entered), one among the leaders (every host
 * has), and a second on each host (so no rank leaves before its leader knows every host entered).
 */
public final class HierarchicalBarrier implements Algorithms.Barrier {
    private static final BinomialBarrier ON_HOST = new BinomialBarrier();
    private static final DisseminationBarrier ACROSS = new DisseminationBarrier();

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void barrier(Peers p) {
        Hierarchy h = new Hierarchy(p, -1);
        if (h.hasLocalPeers()) ON_HOST.barrier(h.onHost());
        if (h.isLeader() && h.hasOtherHosts()) ACROSS.barrier(h.amongLeaders());
        if (h.hasLocalPeers()) ON_HOST.barrier(h.onHost());
    }
}
