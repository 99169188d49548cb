package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;

import java.util.Arrays;

/**
 * A user's blocks (counts and displacements in elements from a base offset) seen through the packed
 * layout the algorithms work on: the user's own array when it already is packed, else a packed copy
 * filled before ({@link #fromUser}) or emptied after ({@link #toUser}) the algorithm.
 */
final class BlockLayout {
    final Blocks packed;
    final Buf work;
    private final Buf user;
    private final int[] displs;
    private final boolean direct;

    BlockLayout(Object array, int offset, int[] counts, int[] displs, BaseType type) {
        this.packed = Blocks.packed(counts);
        this.displs = displs;
        int total = packed.sum(0, counts.length);
        this.direct = Arrays.equals(displs, packed.displs());
        this.user = new Buf(array, offset, array == null ? 0 : java.lang.reflect.Array.getLength(array) - offset, type);
        this.work = direct ? user.withCount(total) : Buf.allocate(type, total);
    }

    /** Copies the user's blocks into the packed copy (for data the algorithm sends). */
    BlockLayout fromUser() {
        if (!direct) for (int r = 0; r < displs.length; r++) user.slice(displs[r], packed.count(r)).copyTo(packed.of(work, r));
        return this;
    }

    /** Copies the packed result to the user's blocks (for data the algorithm received). */
    void toUser() {
        if (!direct) for (int r = 0; r < displs.length; r++) packed.of(work, r).copyTo(user.slice(displs[r], packed.count(r)));
    }

    /** Counts times {@code perItem}, or displacements times it: items to elements. */
    static int[] elements(int[] items, int perItem) {
        int[] e = new int[items.length];
        for (int i = 0; i < items.length; i++) e[i] = items[i] * perItem;
        return e;
    }

    /** Displacements r * stride. */
    static int[] strided(int ranks, int stride) {
        int[] d = new int[ranks];
        for (int r = 0; r < ranks; r++) d[r] = r * stride;
        return d;
    }
}
