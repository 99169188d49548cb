package mpi;

import java.lang.reflect.Array;

/**
 * A user's buffer as collectives need it: contiguous elements. For a contiguous datatype that is the
 * buffer itself; otherwise a packed copy, filled from the user's items before the call (data the call
 * reads) or unpacked into them after it (data the call writes). A communicator reuses its two for
 * every collective call (they run one at a time), so a call on a plain array allocates none.
 */
final class Region {
    Object buf;
    int offset;
    Datatype type;
    private Runnable writeBack;

    /** Data the call reads: {@code items} items of {@code type} at {@code offset}. */
    Region in(String call, Object buf, int offset, int items, Datatype type) throws MPIException {
        return of(call, buf, offset, items, type, true, false);
    }

    /** Data the call writes; {@link #finish()} copies it into the user's items. */
    Region out(String call, Object buf, int offset, int items, Datatype type) throws MPIException {
        return of(call, buf, offset, items, type, false, true);
    }

    /** Data the call reads and writes (Bcast, Reduce_local). */
    Region inout(String call, Object buf, int offset, int items, Datatype type) throws MPIException {
        return of(call, buf, offset, items, type, true, true);
    }

    /** This region, now the user's buffer or, for a datatype with gaps, a packed copy of its items. */
    private Region of(String call, Object buf, int offset, int items, Datatype type, boolean reads, boolean writes)
            throws MPIException {
        this.buf = buf;
        this.offset = offset;
        this.type = type;
        this.writeBack = null;
        if (type == null || type.isContiguous() || buf == null) return this;
        ArgumentCheck.buffer(call, buf, offset, items, type);
        Object packed = Array.newInstance(buf.getClass().getComponentType(), items * type.Size());
        if (reads) type.pack(buf, offset, items, packed);
        if (writes) writeBack = () -> type.unpack(packed, buf, offset, items);
        this.buf = packed;
        this.offset = 0;
        this.type = type.packedForm();
        return this;
    }

    /** Items spanned by blocks of {@code counts} at {@code displs} (both in items). */
    static int span(int[] counts, int[] displs) {
        int end = 0;
        if (counts != null && displs != null) {
            for (int r = 0; r < Math.min(counts.length, displs.length); r++) end = Math.max(end, displs[r] + counts[r]);
        }
        return end;
    }

    /** Copies what the call wrote into the user's items, if packed; then lets go of the call's arrays. */
    void finish() {
        if (writeBack != null) writeBack.run();
        buf = null;
        writeBack = null;
    }
}
