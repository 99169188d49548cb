package mpi;

import io.mpj.error.ErrorClass;
import io.mpj.runtime.Communicator;

/** The argument checks every call shares; each error names the call and the argument. */
final class ArgumentCheck {
    private ArgumentCheck() {}

    /** The communicator's runtime state, if the call may use it now. */
    static Communicator live(String call, Communicator impl) throws MPIException {
        if (impl == null) throw MPIException.of(ErrorClass.OTHER, call + ": MPI.Init has not been called");
        if (impl.runtime().isFinalized()) throw MPIException.of(ErrorClass.OTHER, call + ": called after MPI.Finalize");
        if (impl.isFreed()) throw MPIException.of(ErrorClass.COMM, call + ": the communicator has been freed");
        return impl;
    }

    /**
     * A buffer of {@code count} items of {@code type} starting at element {@code offset}; returns
     * the number of elements it spans.
     */
    static int buffer(String call, Object buf, int offset, int count, Datatype type) throws MPIException {
        if (type == null) throw MPIException.of(ErrorClass.TYPE, call + ": datatype is null");
        if (type.isMarker()) throw MPIException.of(ErrorClass.TYPE, call + ": " + type + " cannot describe a buffer");
        if (!type.isCommitted()) throw MPIException.of(ErrorClass.TYPE, call + ": datatype " + type + " is not committed (call Commit)");
        if (count < 0) throw MPIException.of(ErrorClass.COUNT, call + ": count=" + count + " is negative");
        long elements = (long) count * type.Size();
        if (elements > Integer.MAX_VALUE) throw MPIException.of(ErrorClass.COUNT, call + ": count=" + count + " of " + type + " is too large");
        if (buf == null) {
            if (count > 0) throw MPIException.of(ErrorClass.BUFFER, call + ": buf is null but count=" + count);
            return 0;
        }
        if (type.Size() == 0) return 0; // a zero-size type touches no element of any buffer
        if (!type.base().accepts(buf)) {
            throw MPIException.of(ErrorClass.TYPE, call + ": datatype " + type + " needs a "
                    + type.base().arrayTypeName() + " buffer, got " + buf.getClass().getSimpleName());
        }
        int length = java.lang.reflect.Array.getLength(buf);
        if (offset < 0 || offset + type.spanStart(count) < 0 || offset + type.spanEnd(count) > length) {
            throw MPIException.of(ErrorClass.BUFFER, call + ": offset=" + offset + " and count=" + count
                    + (type.Size() == 1 ? "" : " (x" + type.Size() + " elements)") + " do not fit in buf (length " + length + ")");
        }
        return (int) elements;
    }

    /** A destination: a rank of the communicator or PROC_NULL. */
    static void dest(String call, int dest, int size) throws MPIException {
        if (dest == MPI.PROC_NULL) return;
        if (dest < 0 || dest >= size) {
            throw MPIException.of(ErrorClass.RANK, call + ": dest=" + dest + " is not a rank of this communicator (size "
                    + size + (dest == MPI.ANY_SOURCE ? "; ANY_SOURCE is only for receives" : "") + ")");
        }
    }

    /** A source: a rank of the communicator, ANY_SOURCE or PROC_NULL. */
    static void source(String call, int source, int size) throws MPIException {
        if (source == MPI.ANY_SOURCE || source == MPI.PROC_NULL) return;
        if (source < 0 || source >= size) {
            throw MPIException.of(ErrorClass.RANK, call + ": source=" + source + " is not a rank of this communicator (size "
                    + size + ")");
        }
    }

    static void sendTag(String call, int tag) throws MPIException {
        if (tag < 0) throw MPIException.of(ErrorClass.TAG, call + ": tag=" + tag + " is negative (send tags are 0.."
                + Integer.MAX_VALUE + ")");
    }

    static void recvTag(String call, int tag) throws MPIException {
        if (tag < 0 && tag != MPI.ANY_TAG) {
            throw MPIException.of(ErrorClass.TAG, call + ": tag=" + tag + " is neither >= 0 nor MPI.ANY_TAG");
        }
    }
}
