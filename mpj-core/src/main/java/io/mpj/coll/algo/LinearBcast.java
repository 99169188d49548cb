package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

/** The root sends to every other rank itself: p - 1 messages from one rank. */
public final class LinearBcast implements Algorithms.Bcast {
    private static final int TAG = 11;

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        if (p.rank() != root) {
            p.recv(buf, root, TAG);
            return;
        }
        MessageRequest[] sends = new MessageRequest[p.size() - 1];
        int k = 0;
        for (int r = 0; r < p.size(); r++) if (r != root) sends[k++] = p.isend(buf, r, TAG);
        p.waitAll(sends);
    }
}
