package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.PAIRWISE_ALLTOALL;

/** p - 1 steps; in step s each rank sends to rank + s and receives from rank - s: one pair at a time. */
public final class PairwiseAlltoall implements Algorithms.Alltoall {
    @Override
    public String name() {
        return "pairwise";
    }

    @Override
    public void alltoall(Peers p, Buf send, Blocks sendBlocks, Buf recv, Blocks recvBlocks) {
        int n = p.size();
        int r = p.rank();
        sendBlocks.of(send, r).copyTo(recvBlocks.of(recv, r));
        for (int s = 1; s < n; s++) {
            int to = (r + s) % n;
            int from = (r - s + n) % n;
            p.sendrecv(sendBlocks.of(send, to), to, recvBlocks.of(recv, from), from, PAIRWISE_ALLTOALL);
        }
    }
}
