package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.NeedsAllCounts;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.BINOMIAL_GATHER;

/**
 * Each rank collects the blocks of its binomial subtree (contiguous in root-relative order) into one
 * buffer and passes it to its parent: ceil(log2 p) steps, larger messages near the root.
 */
public final class BinomialGather implements Algorithms.Gather, NeedsAllCounts {
    @Override
    public String name() {
        return "binomial";
    }

    @Override
    public void gather(Peers p, Buf send, Buf recv, Blocks blocks, int root) {
        int n = p.size();
        int v = (p.rank() - root + n) % n;
        SubtreeLayout layout = new SubtreeLayout(blocks, root);
        if (layout.isLeaf(v)) { // half the ranks: no staging copy
            p.send(send, (v - Integer.lowestOneBit(v) + root) % n, BINOMIAL_GATHER);
            return;
        }
        boolean direct = v == 0 && layout.isLaidOutAs(blocks); // the root gathers straight into recv
        Buf sub = direct ? recv.slice(0, layout.count(0, n)) : p.temp(send, layout.count(v, layout.subtreeEnd(v)));
        Buf own = sub.slice(0, send.count());
        if (!send.sameAs(own)) send.copyTo(own);
        for (int mask = 1; mask < n; mask <<= 1) {
            if ((v & mask) != 0) {
                p.send(sub, (v - mask + root) % n, BINOMIAL_GATHER);
                return;
            }
            if (v + mask < n) {
                p.recv(sub.slice(layout.count(v, v + mask), layout.count(v + mask, v + 2 * mask)), (v + mask + root) % n, BINOMIAL_GATHER);
            }
        }
        if (!direct) layout.unpack(sub, recv, blocks);
    }
}
