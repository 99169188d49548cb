package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.RING_ALLGATHER;

/** p - 1 steps, each passing the block last received to the right neighbour: bandwidth-optimal. */
public final class RingAllgather implements Algorithms.Allgather {
    @Override
    public String name() {
        return "ring";
    }

    @Override
    public void allgather(Peers p, Buf send, Buf recv, Blocks blocks) {
        Buf mine = blocks.of(recv, p.rank());
        if (!send.sameAs(mine)) send.copyTo(mine);
        circulate(p, recv, blocks);
    }

    /** Given each rank's own block in place in {@code all}, fills in everyone else's. */
    static void circulate(Peers p, Buf all, Blocks blocks) {
        int n = p.size();
        int r = p.rank();
        for (int s = 0; s < n - 1; s++) {
            int out = (r - s + n) % n;
            int in = (r - s - 1 + n) % n;
            p.sendrecv(blocks.of(all, out), (r + 1) % n, blocks.of(all, in), (r - 1 + n) % n, RING_ALLGATHER);
        }
    }
}
