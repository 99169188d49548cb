package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.DISSEMINATION_BARRIER;

/** Round k: signal rank + 2^k, wait for rank - 2^k; ceil(log2 p) rounds, no root. */
public final class DisseminationBarrier implements Algorithms.Barrier {
    @Override
    public String name() {
        return "dissemination";
    }

    @Override
    public void barrier(Peers p) {
        int n = p.size();
        int r = p.rank();
        for (int k = 1; k < n; k <<= 1) p.sendrecv(Buf.EMPTY, (r + k) % n, Buf.EMPTY, (r - k + n) % n, DISSEMINATION_BARRIER);
    }
}
