package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Blocks;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

/** The root sends every rank its block itself. */
public final class LinearScatter implements Algorithms.Scatter {
    private static final int TAG = 46;

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void scatter(Peers p, Buf send, Blocks blocks, Buf recv, int root) {
        if (p.rank() != root) {
            p.recv(recv, root, TAG);
            return;
        }
        MessageRequest[] rs = new MessageRequest[p.size() - 1];
        int k = 0;
        for (int r = 0; r < p.size(); r++) if (r != root) rs[k++] = p.isend(blocks.of(send, r), r, TAG);
        blocks.of(send, root).copyTo(recv);
        p.waitAll(rs);
    }
}
