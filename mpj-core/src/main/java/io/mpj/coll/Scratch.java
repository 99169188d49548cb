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
 * i-th temporary of a call reuses the i-th array when it is large enough. Arrays over
 * {@value #RETAIN_BYTES} bytes are not kept. Temporaries are not zeroed.
 */
public final class Scratch {
    static final long RETAIN_BYTES = 16L << 20;

    /** By element type (ordinal): the arrays kept, and how many of them this call has taken. */
    private final List<List<Object>> arrays = new ArrayList<>();
    private final int[] used = new int[BaseType.values().length];

    Scratch() {
        for (int t = 0; t < used.length; t++) arrays.add(new ArrayList<>());
    }

    /** Starts a collective call: every array is free again. */
    void rewind() {
        Arrays.fill(used, 0);
    }

    /** A temporary region of {@code n} elements of {@code type}, valid until the next call. */
    Buf take(BaseType type, int n) {
        List<Object> list = arrays.get(type.ordinal());
        int i = used[type.ordinal()]++;
        Object a = i < list.size() ? list.get(i) : null;
        if (a != null && Array.getLength(a) >= n) return new Buf(a, 0, n, type);
        Buf fresh = Buf.allocate(type, n);
        // OBJECT temporaries would keep the user's objects alive: never kept
        Object keep = type != BaseType.OBJECT && (long) n * type.size <= RETAIN_BYTES ? fresh.array() : null;
        if (i < list.size()) list.set(i, keep);
        else list.add(keep);
        return fresh;
    }
}
