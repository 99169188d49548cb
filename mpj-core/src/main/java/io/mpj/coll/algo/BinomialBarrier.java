package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.BINOMIAL_BARRIER;

/** Arrivals flow up a binomial tree to rank 0, the release flows back down it. */
public final class BinomialBarrier implements Algorithms.Barrier {
    @Override
    public String name() {
        return "binomial";
    }

    @Override
    public void barrier(Peers p) {
        int n = p.size();
        int r = p.rank();
        int mask = 1;
        for (; mask < n; mask <<= 1) {
            if ((r & mask) != 0) {
                p.send(Buf.EMPTY, r - mask, BINOMIAL_BARRIER);
                p.recv(Buf.EMPTY, r - mask, BINOMIAL_BARRIER);
                break;
            }
            if (r + mask < n) p.recv(Buf.EMPTY, r + mask, BINOMIAL_BARRIER);
        }
        for (mask >>= 1; mask > 0; mask >>= 1) if (r + mask < n) p.send(Buf.EMPTY, r + mask, BINOMIAL_BARRIER);
    }
}
