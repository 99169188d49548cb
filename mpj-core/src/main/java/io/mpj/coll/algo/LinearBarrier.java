package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.LINEAR_BARRIER;

/** Everyone reports to rank 0, which then releases everyone: O(p) at rank 0. */
public final class LinearBarrier implements Algorithms.Barrier {
    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void barrier(Peers p) {
        if (p.rank() != 0) {
            p.send(Buf.EMPTY, 0, LINEAR_BARRIER);
            p.recv(Buf.EMPTY, 0, LINEAR_BARRIER);
            return;
        }
        for (int r = 1; r < p.size(); r++) p.recv(Buf.EMPTY, r, LINEAR_BARRIER);
        for (int r = 1; r < p.size(); r++) p.send(Buf.EMPTY, r, LINEAR_BARRIER);
    }
}
