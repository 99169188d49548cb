package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

import static io.mpj.coll.CollectiveTags.LINEAR_GATHER;

/** Every rank sends its block straight to the root, which has all receives posted at once. */
public final class LinearGather implements Algorithms.Gather {
    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void gather(Peers p, Buf send, Buf recv, Blocks blocks, int root) {
        if (p.rank() != root) {
            p.send(send, root, LINEAR_GATHER);
            return;
        }
        MessageRequest[] rs = new MessageRequest[p.size() - 1];
        int k = 0;
        for (int r = 0; r < p.size(); r++) if (r != root) rs[k++] = p.irecv(blocks.of(recv, r), r, LINEAR_GATHER);
        send.copyTo(blocks.of(recv, root));
        p.waitAll(rs);
    }
}
