package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The temporary arrays of one communicator's collective algorithms, kept from call to call so that
 * a collective does not allocate (and zero) its work space each time: allocation on this path had
 * the garbage collector run every few hundred Allreduce calls. Collectives on one communicator run
 * one at a time (MPI requires it), so the arena is simply rewound at the start of each call; the
 * i-th temporary of a call reuses the i-th array when it is large enough (and the region itself
 * when it has the same size, so calls of one size allocate nothing). Arrays over
 * {@value #RETAIN_BYTES} bytes are not kept. Temporaries are not zeroed.
 */
public final class Scratch {
    static final long RETAIN_BYTES = 16L << 20;

    /** By element type (ordinal): the last region made over each array kept, and how many this call has taken. */
    private final List<List<Buf>> kept = new ArrayList<>();
    private final int[] used = new int[BaseType.values().length];

    Scratch() {
        for (int t = 0; t < used.length; t++) kept.add(new ArrayList<>());
    }

    /** Starts a collective call: every array is free again. */
    void rewind() {
        Arrays.fill(used, 0);
    }

    /** A temporary region of {@code n} elements of {@code type}, valid until the next call. */
    Buf take(BaseType type, int n) {
        List<Buf> list = kept.get(type.ordinal());
        int i = used[type.ordinal()]++;
        Buf last = i < list.size() ? list.get(i) : null;
        // withCount: the kept region itself for a call of the same size
        Buf region = last != null && Array.getLength(last.array()) >= n ? last.withCount(n) : Buf.allocate(type, n);
        // OBJECT temporaries would keep the user's objects alive: never kept
        Buf keep = type != BaseType.OBJECT && (long) n * type.size <= RETAIN_BYTES ? region : null;
        if (i < list.size()) list.set(i, keep);
        else list.add(keep);
        return region;
    }
}
