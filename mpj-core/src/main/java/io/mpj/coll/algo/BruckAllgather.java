package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.BRUCK_ALLGATHER;

/**
 * Bruck's all-gather, ceil(log2 p) steps for any p: blocks are kept rotated so that position j holds
 * rank (rank + j)'s block; in step k a rank sends its first min(2^k, p - 2^k) blocks to rank - 2^k
 * and appends as many from rank + 2^k. A final copy undoes the rotation.
 */
public final class BruckAllgather implements Algorithms.Allgather {
    @Override
    public String name() {
        return "bruck";
    }

    @Override
    public void allgather(Peers p, Buf send, Buf recv, Blocks blocks) {
        int n = p.size();
        int r = p.rank();
        int[] at = new int[n + 1]; // start of rotated position j
        for (int j = 0; j < n; j++) at[j + 1] = at[j] + blocks.count((r + j) % n);
        Buf rotated = p.temp(recv, at[n]);
        send.withCount(blocks.count(r)).copyTo(rotated);
        for (int d = 1; d < n; d <<= 1) {
            int k = Math.min(d, n - d);
            int[] theirs = new int[k + 1]; // sizes of the blocks of ranks r + d .. r + d + k - 1
            for (int j = 0; j < k; j++) theirs[j + 1] = theirs[j] + blocks.count((r + d + j) % n);
            p.sendrecv(rotated.slice(0, at[k]), (r - d + n) % n, rotated.slice(at[d], theirs[k]), (r + d) % n, BRUCK_ALLGATHER);
        }
        for (int j = 0; j < n; j++) rotated.slice(at[j], at[j + 1] - at[j]).copyTo(blocks.of(recv, (r + j) % n));
    }
}
