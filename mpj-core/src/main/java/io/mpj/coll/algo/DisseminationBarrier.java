package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;

/** Round k: signal rank + 2^k, wait for rank - 2^k; ceil(log2 p) rounds, no root. */
public final class DisseminationBarrier implements Algorithms.Barrier {
    private static final int TAG = 1;

    @Override
    public String name() {
        return "dissemination";
    }

    @Override
    public void barrier(Peers p) {
        int n = p.size();
        int r = p.rank();
        for (int k = 1; k < n; k <<= 1) p.sendrecv(Buf.EMPTY, (r + k) % n, Buf.EMPTY, (r - k + n) % n, TAG);
    }
}
