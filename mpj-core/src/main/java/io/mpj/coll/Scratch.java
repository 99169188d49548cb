package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

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

    private final Map<BaseType, List<Object>> arrays = new EnumMap<>(BaseType.class);
    private final Map<BaseType, Integer> used = new EnumMap<>(BaseType.class);

    /** Starts a collective call: every array is free again. */
    void rewind() {
        used.clear();
    }

    /** A temporary region of {@code n} elements of {@code type}, valid until the next call. */
    Buf take(BaseType type, int n) {
        List<Object> list = arrays.computeIfAbsent(type, t -> new ArrayList<>());
        int i = used.merge(type, 1, Integer::sum) - 1;
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
