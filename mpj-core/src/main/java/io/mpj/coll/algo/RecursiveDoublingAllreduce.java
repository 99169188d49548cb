package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

import static io.mpj.coll.CollectiveTags.RECURSIVE_DOUBLING_ALLREDUCE_EXCHANGE;
import static io.mpj.coll.CollectiveTags.RECURSIVE_DOUBLING_ALLREDUCE_FOLD;
import static io.mpj.coll.CollectiveTags.RECURSIVE_DOUBLING_ALLREDUCE_UNFOLD;

/**
 * Recursive doubling: in round k each rank swaps its partial result with rank xor 2^k. For p not a
 * power of two the first 2r ranks (r = p - 2^floor(log2 p)) fold pairwise first and get the result
 * back at the end. Partners' results cover consecutive rank ranges, so rank order is kept. The
 * partial result lives in the receive buffer (one copy of the input, none for the in-place pattern)
 * and, for a commutative operator, stays there.
 */
public final class RecursiveDoublingAllreduce implements Algorithms.Allreduce {
    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public void allreduce(Peers p, Buf send, Buf recv, Reduction op) {
        int n = p.size();
        int r = p.rank();
        Buf acc = recv;
        if (!send.sameAs(recv)) send.copyTo(recv);
        Buf tmp = p.temp(send, send.count());
        int pof2 = Integer.highestOneBit(n);
        int rem = n - pof2;
        int newRank;
        if (r < 2 * rem) {
            if (r % 2 == 0) {
                p.send(acc, r + 1, RECURSIVE_DOUBLING_ALLREDUCE_FOLD);
                newRank = -1;
            } else {
                p.recv(tmp, r - 1, RECURSIVE_DOUBLING_ALLREDUCE_FOLD);
                op.apply(tmp, acc); // acc = lower op mine
                newRank = r / 2;
            }
        } else {
            newRank = r - rem;
        }
        if (newRank >= 0) {
            for (int mask = 1; mask < pof2; mask <<= 1) {
                int newPartner = newRank ^ mask;
                int partner = newPartner < rem ? newPartner * 2 + 1 : newPartner + rem;
                p.sendrecv(acc, partner, tmp, partner, RECURSIVE_DOUBLING_ALLREDUCE_EXCHANGE);
                if (partner < r || op.commutative()) {
                    op.apply(tmp, acc);  // acc = theirs op mine
                } else {
                    op.apply(acc, tmp);  // tmp = mine op theirs
                    Buf t = acc;
                    acc = tmp;
                    tmp = t;
                }
            }
        }
        if (r < 2 * rem) {
            if (r % 2 == 0) p.recv(acc, r + 1, RECURSIVE_DOUBLING_ALLREDUCE_UNFOLD);
            else p.send(acc, r - 1, RECURSIVE_DOUBLING_ALLREDUCE_UNFOLD);
        }
        if (acc != recv) acc.copyTo(recv);
    }
}
