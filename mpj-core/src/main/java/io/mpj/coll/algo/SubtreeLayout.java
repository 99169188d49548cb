package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;

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

    /** A leaf's subtree is its own block alone: it can send or receive its buffer as it is. */
    boolean isLeaf(int v) {
        return v != 0 && subtreeEnd(v) == v + 1;
    }

    /**
     * True when the caller's blocks already are this layout (root 0, blocks back to back from 0),
     * so that the root can work in the caller's buffer instead of a packed copy.
     */
    boolean isLaidOutAs(Blocks blocks) {
        if (root != 0) return false;
        for (int j = 0; j < n; j++) if (blocks.displs()[j] != start[j]) return false;
        return true;
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
