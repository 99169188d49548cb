package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

import static io.mpj.coll.CollectiveTags.LINEAR_SCATTER;

/** The root sends every rank its block itself. */
public final class LinearScatter implements Algorithms.Scatter {
    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void scatter(Peers p, Buf send, Blocks blocks, Buf recv, int root) {
        if (p.rank() != root) {
            p.recv(recv, root, LINEAR_SCATTER);
            return;
        }
        MessageRequest[] rs = new MessageRequest[p.size() - 1];
        int k = 0;
        for (int r = 0; r < p.size(); r++) if (r != root) rs[k++] = p.isend(blocks.of(send, r), r, LINEAR_SCATTER);
        blocks.of(send, root).copyTo(recv);
        p.waitAll(rs);
    }
}
