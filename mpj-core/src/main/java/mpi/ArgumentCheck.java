package mpi;

import io.mpj.error.ErrorClass;
import io.mpj.runtime.Communicator;

/**
 * The argument checks every call shares; each error names the call and the argument. The checks run
 * on every call, so each rank's JIT compiler compiles them early in a run; the messages are built out
 * of line, by methods only a refused call runs (built in place, they made {@link #buffer}'s first
 * compilation 18 KB of code and 7-9 ms of compiler time).
 */
final class ArgumentCheck {
    /** Why {@link #buffer} refused its arguments: the first check they failed. */
    private static final int NO_TYPE = 0, MARKER = 1, UNCOMMITTED = 2, NEGATIVE_COUNT = 3, TOO_LARGE = 4,
            NO_BUFFER = 5, WRONG_ARRAY = 6, OUT_OF_BOUNDS = 7;

    private ArgumentCheck() {}

    /** The communicator's runtime state, if the call may use it now. */
    static Communicator live(String call, Communicator impl) throws MPIException {
        if (impl == null) throw error(ErrorClass.OTHER, call, ": MPI.Init has not been called");
        if (impl.runtime().isFinalized()) throw error(ErrorClass.OTHER, call, ": called after MPI.Finalize");
        if (impl.isFreed()) throw error(ErrorClass.COMM, call, ": the communicator has been freed");
        return impl;
    }

    /**
     * A buffer of {@code count} items of {@code type} starting at element {@code offset}; returns
     * the number of elements it spans.
     */
    static int buffer(String call, Object buf, int offset, int count, Datatype type) throws MPIException {
        if (type == null) throw refused(NO_TYPE, call, buf, offset, count, null);
        if (type.isMarker()) throw refused(MARKER, call, buf, offset, count, type);
        if (!type.isCommitted()) throw refused(UNCOMMITTED, call, buf, offset, count, type);
        if (count < 0) throw refused(NEGATIVE_COUNT, call, buf, offset, count, type);
        long elements = (long) count * type.Size();
        if (elements > Integer.MAX_VALUE) throw refused(TOO_LARGE, call, buf, offset, count, type);
        if (buf == null) {
            if (count > 0) throw refused(NO_BUFFER, call, null, offset, count, type);
            return 0;
        }
        if (type.Size() == 0) return 0; // a zero-size type touches no element of any buffer
        if (!type.base().accepts(buf)) throw refused(WRONG_ARRAY, call, buf, offset, count, type);
        int length = java.lang.reflect.Array.getLength(buf);
        if (offset < 0 || offset + type.spanStart(count) < 0 || offset + type.spanEnd(count) > length) {
            throw refused(OUT_OF_BOUNDS, call, buf, offset, count, type);
        }
        return (int) elements;
    }

    private static MPIException refused(int why, String call, Object buf, int offset, int count, Datatype type) throws MPIException {
        switch (why) {
            case NO_TYPE:
                return error(ErrorClass.TYPE, call, ": datatype is null");
            case MARKER:
                return MPIException.of(ErrorClass.TYPE, call + ": " + type + " cannot describe a buffer");
            case UNCOMMITTED:
                return MPIException.of(ErrorClass.TYPE, call + ": datatype " + type + " is not committed (call Commit)");
            case NEGATIVE_COUNT:
                return MPIException.of(ErrorClass.COUNT, call + ": count=" + count + " is negative");
            case TOO_LARGE:
                return MPIException.of(ErrorClass.COUNT, call + ": count=" + count + " of " + type + " is too large");
            case NO_BUFFER:
                return MPIException.of(ErrorClass.BUFFER, call + ": buf is null but count=" + count);
            case WRONG_ARRAY:
                return MPIException.of(ErrorClass.TYPE, call + ": datatype " + type + " needs a "
                        + type.base().arrayTypeName() + " buffer, got " + buf.getClass().getSimpleName());
            default:
                return MPIException.of(ErrorClass.BUFFER, call + ": offset=" + offset + " and count=" + count
                        + (type.Size() == 1 ? "" : " (x" + type.Size() + " elements)") + " do not fit in buf (length "
                        + java.lang.reflect.Array.getLength(buf) + ")");
        }
    }

    /** A destination: a rank of the communicator or PROC_NULL. */
    static void dest(String call, int dest, int size) throws MPIException {
        if (dest == MPI.PROC_NULL) return;
        if (dest < 0 || dest >= size) throw notARank(call, "dest", dest, size);
    }

    /** A source: a rank of the communicator, ANY_SOURCE or PROC_NULL. */
    static void source(String call, int source, int size) throws MPIException {
        if (source == MPI.ANY_SOURCE || source == MPI.PROC_NULL) return;
        if (source < 0 || source >= size) throw notARank(call, "source", source, size);
    }

    private static MPIException notARank(String call, String argument, int rank, int size) {
        return MPIException.of(ErrorClass.RANK, call + ": " + argument + "=" + rank + " is not a rank of this communicator (size "
                + size + (argument.equals("dest") && rank == MPI.ANY_SOURCE ? "; ANY_SOURCE is only for receives" : "") + ")");
    }

    static void sendTag(String call, int tag) throws MPIException {
        if (tag < 0) throw badTag(call, tag, " is negative (send tags are 0.." + Integer.MAX_VALUE + ")");
    }

    static void recvTag(String call, int tag) throws MPIException {
        if (tag < 0 && tag != MPI.ANY_TAG) throw badTag(call, tag, " is neither >= 0 nor MPI.ANY_TAG");
    }

    private static MPIException badTag(String call, int tag, String why) {
        return MPIException.of(ErrorClass.TAG, call + ": tag=" + tag + why);
    }

    private static MPIException error(ErrorClass c, String call, String what) {
        return MPIException.of(c, call + what);
    }
}
