package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

import java.util.ArrayList;
import java.util.List;

import static io.mpj.coll.CollectiveTags.HIERARCHICAL_ALLGATHER_EXCHANGE;
import static io.mpj.coll.CollectiveTags.HIERARCHICAL_ALLGATHER_GATHER;

/**
 * Node-aware: each leader collects its host's blocks (shared memory), the leaders swap their hosts'
 * blocks (network, every block once per host pair instead of once per rank pair), and each leader
 * broadcasts the whole result on its host. The blocks are packed, so the result is one region.
 */
public final class HierarchicalAllgather implements Algorithms.Allgather {
    private static final BinomialBcast BCAST = new BinomialBcast();

    @Override
    public String name() {
        return "hierarchical";
    }

    @Override
    public void allgather(Peers p, Buf send, Buf recv, Blocks blocks) {
        Hierarchy h = new Hierarchy(p, -1);
        int me = p.rank();
        if (!h.isLeader()) {
            p.send(send, h.leaders[h.node], HIERARCHICAL_ALLGATHER_GATHER);
        } else {
            send.copyTo(blocks.of(recv, me));
            List<MessageRequest> pending = new ArrayList<>();
            for (int i = 1; i < h.local.length; i++) pending.add(p.irecv(blocks.of(recv, h.local[i]), h.local[i], HIERARCHICAL_ALLGATHER_GATHER));
            p.waitAll(pending.toArray(new MessageRequest[0]));
            pending.clear();
            for (int n = 0; n < h.leaders.length; n++) {
                if (n == h.node) continue;
                int other = h.leaders[n];
                for (int r : h.nodes.withLeaderFirst(n, other)) pending.add(p.irecv(blocks.of(recv, r), other, HIERARCHICAL_ALLGATHER_EXCHANGE));
                for (int r : h.local) pending.add(p.isend(blocks.of(recv, r), other, HIERARCHICAL_ALLGATHER_EXCHANGE));
            }
            p.waitAll(pending.toArray(new MessageRequest[0]));
        }
        if (h.hasLocalPeers()) BCAST.bcast(h.onHost(), recv.withCount(blocks.sum(0, blocks.counts().length)), 0);
    }
}
