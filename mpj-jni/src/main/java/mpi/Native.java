package mpi;

/**
 * The JNI entry points (mpijni.c). Every call returns the MPI error code (0 = success) so that the
 * Java side raises {@link MPIException} with the call's name; communicators and requests are native
 * handles carried as longs. Arrays are accessed in place (critical regions) for blocking calls and
 * copied to native memory for non-blocking ones and for user-defined reductions, which call back
 * into Java.
 */
final class Native {
    static final int STATUS_SOURCE = 0, STATUS_TAG = 1, STATUS_COUNT = 2, STATUS_ERROR = 3;

    private Native() {
    }

    static {
        System.loadLibrary("mpjjni");
    }

    static native int init();
    static native int finish();
    static native double wtime();
    static native double wtick();
    static native String processorName();
    static native String errorString(int code);
    static native int errorClass(int code);
    static native long commWorld();
    static native int rank(long comm);
    static native int size(long comm);
    static native int abort(long comm, int code);

    static native int send(long comm, Object buf, int offset, int count, int type, int dest, int tag, boolean sync);
    static native int recv(long comm, Object buf, int offset, int count, int type, int source, int tag, int[] status);
    static native int probe(long comm, int source, int tag, int[] status);
    static native int sendrecv(long comm, Object sbuf, int soff, int scount, int stype, int dest, int stag,
                               Object rbuf, int roff, int rcount, int rtype, int source, int rtag, int[] status);
    /** Returns the request handle, 0 on error (error code in {@code rc[0]}). */
    static native long isend(long comm, Object buf, int offset, int count, int type, int dest, int tag, int[] rc);
    static native long irecv(long comm, Object buf, int offset, int count, int type, int source, int tag, int[] rc);
    /** Completes the request, copies a receive into its array and frees the handle. */
    static native int waitRequest(long request, int[] status);

    static final int GATHER = 0, SCATTER = 1, ALLGATHER = 2, ALLTOALL = 3;
    static final int ALLGATHERV = 0, ALLTOALLV = 1, GATHERV = 2, SCATTERV = 3;
    static final int REDUCE = 0, ALLREDUCE = 1, SCAN = 2, REDUCE_SCATTER = 3;

    static native int barrier(long comm);
    static native int bcast(long comm, Object buf, int offset, int count, int type, int root);
    static native int exchange(int kind, long comm, Object sbuf, int soff, int scount, int stype,
                               Object rbuf, int roff, int rcount, int rtype, int root);
    /** Counts and displacements null on a side that does not matter here (a non-root's many-block side). */
    static native int exchangev(int kind, long comm, Object sbuf, int soff, int[] scounts, int[] sdispls, int stype,
                                Object rbuf, int roff, int[] rcounts, int[] rdispls, int rtype, int root);
    static native int reduce(int kind, long comm, Object sbuf, int soff, Object rbuf, int roff, int count, int type,
                             int op, long userOp, User_function fn, Datatype datatype, int root, int[] counts);
    static native long opCreate(boolean commute);
}
