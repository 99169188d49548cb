package mpi;

import java.lang.reflect.Array;

/**
 * A user's buffer as collectives need it: contiguous elements. For a contiguous datatype that is the
 * buffer itself; otherwise a packed copy, filled from the user's items before the call (data the call
 * reads) or unpacked into them after it (data the call writes).
 */
final class Region {
    final Object buf;
    final int offset;
    final Datatype type;
    private final Runnable writeBack;

    private Region(Object buf, int offset, Datatype type, Runnable writeBack) {
        this.buf = buf;
        this.offset = offset;
        this.type = type;
        this.writeBack = writeBack;
    }

    /** Data the call reads: {@code items} items of {@code type} at {@code offset}. */
    static Region in(String call, Object buf, int offset, int items, Datatype type) throws MPIException {
        if (type == null || type.isContiguous() || buf == null) return new Region(buf, offset, type, null);
        ArgumentCheck.buffer(call, buf, offset, items, type);
        Object packed = Array.newInstance(buf.getClass().getComponentType(), items * type.Size());
        type.pack(buf, offset, items, packed);
        return new Region(packed, 0, type.packedForm(), null);
    }

    /** Data the call writes; {@link #finish()} copies it into the user's items. */
    static Region out(String call, Object buf, int offset, int items, Datatype type) throws MPIException {
        if (type == null || type.isContiguous() || buf == null) return new Region(buf, offset, type, null);
        ArgumentCheck.buffer(call, buf, offset, items, type);
        Object packed = Array.newInstance(buf.getClass().getComponentType(), items * type.Size());
        return new Region(packed, 0, type.packedForm(), () -> type.unpack(packed, buf, offset, items));
    }

    /** Data the call reads and writes (Bcast, Reduce_local). */
    static Region inout(String call, Object buf, int offset, int items, Datatype type) throws MPIException {
        if (type == null || type.isContiguous() || buf == null) return new Region(buf, offset, type, null);
        Region in = in(call, buf, offset, items, type);
        return new Region(in.buf, 0, in.type, () -> type.unpack(in.buf, buf, offset, items));
    }

    /** Items spanned by blocks of {@code counts} at {@code displs} (both in items). */
    static int span(int[] counts, int[] displs) {
        int end = 0;
        if (counts != null && displs != null) {
            for (int r = 0; r < Math.min(counts.length, displs.length); r++) end = Math.max(end, displs[r] + counts[r]);
        }
        return end;
    }

    void finish() {
        if (writeBack != null) writeBack.run();
    }
}
