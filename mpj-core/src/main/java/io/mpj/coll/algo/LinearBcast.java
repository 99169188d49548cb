package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

import static io.mpj.coll.CollectiveTags.LINEAR_BCAST;

/** The root sends to every other rank itself: p - 1 messages from one rank. */
public final class LinearBcast implements Algorithms.Bcast {
    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        if (p.rank() != root) {
            p.recv(buf, root, LINEAR_BCAST);
            return;
        }
        MessageRequest[] sends = new MessageRequest[p.size() - 1];
        int k = 0;
        for (int r = 0; r < p.size(); r++) if (r != root) sends[k++] = p.isend(buf, r, LINEAR_BCAST);
        p.waitAll(sends);
    }
}
