package io.mpj.coll.algo;

import io.mpj.coll.Blocks;
import io.mpj.coll.Buf;

/**
 * Blocks renumbered from a root (virtual rank j is rank (j + root) mod p) and laid out back to back
 * in that order, so that every binomial subtree's blocks form one contiguous range.
 */
final class SubtreeLayout {
    private final int n;
    private final int root;
    private final int[] start;

    SubtreeLayout(Blocks blocks, int root) {
        this.n = blocks.counts().length;
        this.root = root;
        this.start = new int[n + 1];
        for (int j = 0; j < n; j++) start[j + 1] = start[j] + blocks.count((j + root) % n);
    }

    /** Elements of virtual ranks {@code from} to {@code to} (exclusive; both clipped to p). */
    int count(int from, int to) {
        return start[Math.min(to, n)] - start[Math.min(from, n)];
    }

    /** The subtree of virtual rank v: v and the ranks below it, v .. v + lowest bit of v (all for v = 0). */
    int subtreeEnd(int v) {
        return v == 0 ? n : Math.min(n, v + Integer.lowestOneBit(v));
    }

    /** From the whole layout (virtual rank 0 first) into the caller's blocks. */
    void unpack(Buf packed, Buf recv, Blocks blocks) {
        for (int j = 0; j < n; j++) packed.slice(start[j], count(j, j + 1)).copyTo(blocks.of(recv, (j + root) % n));
    }

    /** From the caller's blocks into the whole layout. */
    void pack(Buf send, Blocks blocks, Buf packed) {
        for (int j = 0; j < n; j++) blocks.of(send, (j + root) % n).copyTo(packed.slice(start[j], count(j, j + 1)));
    }
}
