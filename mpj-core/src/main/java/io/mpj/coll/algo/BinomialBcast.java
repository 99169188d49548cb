package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.BINOMIAL_BCAST;

/**
 * Binomial tree rooted at {@code root} (ranks renumbered so the root is 0): receive from the
 * parent, then send to the children, largest subtree first. ceil(log2 p) steps.
 */
public final class BinomialBcast implements Algorithms.Bcast {
    @Override
    public String name() {
        return "binomial";
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        int n = p.size();
        int v = (p.rank() - root + n) % n;
        int mask = 1;
        for (; mask < n; mask <<= 1) {
            if ((v & mask) != 0) {
                p.recv(buf, (v - mask + root) % n, BINOMIAL_BCAST);
                break;
            }
        }
        for (mask >>= 1; mask > 0; mask >>= 1) if (v + mask < n) p.send(buf, (v + mask + root) % n, BINOMIAL_BCAST);
    }
}
