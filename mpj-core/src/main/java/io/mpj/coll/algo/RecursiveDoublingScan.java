package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

import static io.mpj.coll.CollectiveTags.RECURSIVE_DOUBLING_SCAN;

/**
 * O(log p) inclusive scan: in round k ranks swap the reduction of their 2^k-group with rank xor 2^k;
 * contributions from lower ranks are folded in front, so rank order holds for any operator.
 */
public final class RecursiveDoublingScan implements Algorithms.Scan {
    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public void scan(Peers p, Buf send, Buf recv, Reduction op) {
        int n = p.size();
        int r = p.rank();
        Buf result = p.copyOf(send);
        Buf group = p.copyOf(send);
        Buf tmp = p.temp(send, send.count());
        for (int mask = 1; mask < n; mask <<= 1) {
            int partner = r ^ mask;
            if (partner >= n) continue;
            p.sendrecv(group, partner, tmp, partner, RECURSIVE_DOUBLING_SCAN);
            if (partner < r) {
                op.apply(tmp, group);  // group = theirs op group
                op.apply(tmp, result); // result = theirs op result
            } else {
                op.apply(group, tmp);  // tmp = group op theirs
                Buf t = group;
                group = tmp;
                tmp = t;
            }
        }
        result.copyTo(recv);
    }
}
