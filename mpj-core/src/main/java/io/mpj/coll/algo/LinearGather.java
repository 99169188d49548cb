package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Blocks;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

/** Every rank sends its block straight to the root, which has all receives posted at once. */
public final class LinearGather implements Algorithms.Gather {
    private static final int TAG = 44;

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void gather(Peers p, Buf send, Buf recv, Blocks blocks, int root) {
        if (p.rank() != root) {
            p.send(send, root, TAG);
            return;
        }
        MessageRequest[] rs = new MessageRequest[p.size() - 1];
        int k = 0;
        for (int r = 0; r < p.size(); r++) if (r != root) rs[k++] = p.irecv(blocks.of(recv, r), r, TAG);
        send.copyTo(blocks.of(recv, root));
        p.waitAll(rs);
    }
}
