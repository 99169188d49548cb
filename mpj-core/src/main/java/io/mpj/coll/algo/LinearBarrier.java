package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;

/** Everyone reports to rank 0, which then releases everyone: O(p) at rank 0. */
public final class LinearBarrier implements Algorithms.Barrier {
    private static final int TAG = 3;

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void barrier(Peers p) {
        if (p.rank() != 0) {
            p.send(Buf.EMPTY, 0, TAG);
            p.recv(Buf.EMPTY, 0, TAG);
            return;
        }
        for (int r = 1; r < p.size(); r++) p.recv(Buf.EMPTY, r, TAG);
        for (int r = 1; r < p.size(); r++) p.send(Buf.EMPTY, r, TAG);
    }
}
