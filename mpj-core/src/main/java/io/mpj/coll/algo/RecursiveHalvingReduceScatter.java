package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

import static io.mpj.coll.CollectiveTags.RECURSIVE_HALVING_REDUCE_SCATTER_EXCHANGE;
import static io.mpj.coll.CollectiveTags.RECURSIVE_HALVING_REDUCE_SCATTER_FOLD;
import static io.mpj.coll.CollectiveTags.RECURSIVE_HALVING_REDUCE_SCATTER_UNFOLD;

/**
 * Recursive halving: in round k a rank keeps half of its current range of blocks, sends the other
 * half to rank xor 2^k and folds in what it receives; log2 p rounds, halving message sizes. For p not
 * a power of two the first 2r ranks fold pairwise first (r = p - 2^floor(log2 p)) and the even ones
 * get their block back at the end. Needs a commutative operator.
 */
public final class RecursiveHalvingReduceScatter implements Algorithms.ReduceScatter, Commutative {
    @Override
    public String name() {
        return "recursive_halving";
    }

    @Override
    public void reduceScatter(Peers p, Buf send, Buf recv, int[] counts, Reduction op) {
        int n = p.size();
        int r = p.rank();
        Blocks blocks = Blocks.packed(counts);
        Buf work = p.copyOf(send.withCount(blocks.sum(0, n)));
        Buf tmp = p.temp(work, work.count());
        int pof2 = Integer.highestOneBit(n);
        int rem = n - pof2;
        int me = -1; // rank among the pof2 that take part in the halving
        if (r < 2 * rem) {
            if (r % 2 == 0) {
                p.send(work, r + 1, RECURSIVE_HALVING_REDUCE_SCATTER_FOLD);
            } else {
                p.recv(tmp, r - 1, RECURSIVE_HALVING_REDUCE_SCATTER_FOLD);
                op.apply(tmp, work);
                me = r / 2;
            }
        } else {
            me = r - rem;
        }
        if (me >= 0) {
            int lo = 0;
            int hi = pof2;
            for (int mask = pof2 >> 1; mask > 0; mask >>= 1) {
                int partner = me ^ mask;
                int mid = lo + mask;
                boolean keepLow = me < mid;
                Buf keep = span(work, blocks, rem, keepLow ? lo : mid, keepLow ? mid : hi);
                Buf give = span(work, blocks, rem, keepLow ? mid : lo, keepLow ? hi : mid);
                Buf in = tmp.withCount(keep.count());
                p.sendrecv(give, real(partner, rem), in, real(partner, rem), RECURSIVE_HALVING_REDUCE_SCATTER_EXCHANGE);
                op.apply(in, keep);
                if (keepLow) hi = mid;
                else lo = mid;
            }
        }
        if (r < 2 * rem) {
            if (r % 2 == 0) p.recv(blocks.of(work, r), r + 1, RECURSIVE_HALVING_REDUCE_SCATTER_UNFOLD);
            else p.send(blocks.of(work, r - 1), r - 1, RECURSIVE_HALVING_REDUCE_SCATTER_UNFOLD);
        }
        blocks.of(work, r).copyTo(recv);
    }

    /** The rank that plays halving rank {@code h}. */
    private static int real(int h, int rem) {
        return h < rem ? 2 * h + 1 : h + rem;
    }

    /** The blocks owned by halving ranks from .. to - 1 (a folded pair owns two blocks). */
    private static Buf span(Buf work, Blocks blocks, int rem, int from, int to) {
        int first = from < rem ? 2 * from : from + rem;
        int end = to <= rem ? 2 * to : to + rem;
        return work.slice(blocks.displs()[first], blocks.sum(first, end));
    }
}
