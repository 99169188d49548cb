package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.BRUCK_ALLTOALL;

/**
 * Bruck's all-to-all for short messages: ceil(log2 p) steps instead of p - 1, at the price of
 * moving each block up to log2 p times. Blocks are rotated so that position j holds the block for
 * rank + j; in step k every block whose position has bit k set goes to rank + 2^k. Needs equal
 * blocks; with unequal ones (Alltoallv) it runs {@link PairwiseAlltoall}.
 */
public final class BruckAlltoall implements Algorithms.Alltoall {
    private static final PairwiseAlltoall UNEQUAL = new PairwiseAlltoall();

    @Override
    public String name() {
        return "bruck";
    }

    @Override
    public void alltoall(Peers p, Buf send, Blocks sendBlocks, Buf recv, Blocks recvBlocks) {
        if (!sendBlocks.isUniform() || !recvBlocks.isUniform() || sendBlocks.count(0) != recvBlocks.count(0)) {
            UNEQUAL.alltoall(p, send, sendBlocks, recv, recvBlocks);
            return;
        }
        int n = p.size();
        int r = p.rank();
        int c = sendBlocks.count(0);
        Buf rotated = p.temp(send, n * c);
        for (int j = 0; j < n; j++) sendBlocks.of(send, (r + j) % n).copyTo(rotated.slice(j * c, c));
        Buf out = p.temp(send, n * c);
        Buf in = p.temp(send, n * c);
        for (int d = 1; d < n; d <<= 1) {
            int k = 0;
            for (int j = 0; j < n; j++) if ((j & d) != 0) rotated.slice(j * c, c).copyTo(out.slice(k++ * c, c));
            p.sendrecv(out.slice(0, k * c), (r + d) % n, in.slice(0, k * c), (r - d + n) % n, BRUCK_ALLTOALL);
            k = 0;
            for (int j = 0; j < n; j++) if ((j & d) != 0) in.slice(k++ * c, c).copyTo(rotated.slice(j * c, c));
        }
        // position j now holds what rank - j sent to this rank
        for (int j = 0; j < n; j++) rotated.slice(j * c, c).copyTo(recvBlocks.of(recv, (r - j + n) % n));
    }
}
