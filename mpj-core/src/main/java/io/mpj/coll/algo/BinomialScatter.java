package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.NeedsAllCounts;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.BINOMIAL_SCATTER;

/** The reverse of {@link BinomialGather}: each rank receives its subtree's blocks and hands each child its part. */
public final class BinomialScatter implements Algorithms.Scatter, NeedsAllCounts {
    @Override
    public String name() {
        return "binomial";
    }

    @Override
    public void scatter(Peers p, Buf send, Blocks blocks, Buf recv, int root) {
        int n = p.size();
        int v = (p.rank() - root + n) % n;
        SubtreeLayout layout = new SubtreeLayout(blocks, root);
        if (layout.isLeaf(v)) { // half the ranks: no staging copy
            p.recv(recv, (v - Integer.lowestOneBit(v) + root) % n, BINOMIAL_SCATTER);
            return;
        }
        boolean direct = v == 0 && layout.isLaidOutAs(blocks); // the root sends straight from its send buffer
        Buf sub = direct ? send.slice(0, layout.count(0, n)) : p.temp(recv, layout.count(v, layout.subtreeEnd(v)));
        int mask = 1;
        if (v == 0) {
            if (!direct) layout.pack(send, blocks, sub);
            mask = Integer.highestOneBit(Math.max(1, n - 1)) << 1;
        } else {
            for (; mask < n; mask <<= 1) {
                if ((v & mask) != 0) {
                    p.recv(sub, (v - mask + root) % n, BINOMIAL_SCATTER);
                    break;
                }
            }
        }
        for (mask >>= 1; mask > 0; mask >>= 1) {
            if (v + mask < n) {
                p.send(sub.slice(layout.count(v, v + mask), layout.count(v + mask, v + 2 * mask)), (v + mask + root) % n, BINOMIAL_SCATTER);
            }
        }
        sub.withCount(recv.count()).copyTo(recv);
    }
}
