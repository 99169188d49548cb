package io.mpj.coll.select;

import io.mpj.coll.Primitive;
import io.mpj.coll.algo.LentReduction;

/**
 * The built-in choices, by job size and message size (bytes as {@link Selector} defines them). They
 * follow the usual short/long split of MPICH and Open MPI's tuned module until mpj-model's
 * measured crossovers replace them through a tuning table.
 */
public final class Defaults {
    static final long SHORT = 12 * 1024;
    static final long LONG = 512 * 1024;
    static final long TINY_ALLTOALL = 256;
    /**
     * Allreduce on one host goes through shared memory up to this size (one round of the segment) and
     * up to {@value #SHARED_MEMORY_RANKS} ranks (each rank reads every rank's slot); measured at p = 2 in
     * docs/results/2026-11-27-shared-memory-collectives.
     */
    static final long SHARED_MEMORY_BYTES = 16 * 1024;
    static final int SHARED_MEMORY_RANKS = 8;
    /** Every size at which {@link #choose} may change its answer, whatever p and class (a test checks it). */
    static final long[] BREAKPOINTS = {TINY_ALLTOALL + 1, LentReduction.LEND_BYTES, SHORT, SHARED_MEMORY_BYTES + 1, LONG};

    private Defaults() {}

    /**
     * The choice on a communicator of class {@code dc}: on one host, a small Allreduce of few ranks
     * through shared memory (which runs the point-to-point default where the ranks share none, e.g.
     * over sockets); in one heap, where from {@link LentReduction#LEND_BYTES} the ranks lend each other
     * their arrays, an Allreduce of few ranks at any size and a Reduce from that size (at p = 2 0.2-0.6x
     * the time of messages, docs/results/2026-11-28-lent-arrays); else {@link #choose(Primitive, int, long)}.
     */
    public static String choose(Primitive p, int procs, long bytes, DeviceClass dc) {
        boolean oneHeap = dc == DeviceClass.SHARED_HEAP;
        boolean few = procs <= SHARED_MEMORY_RANKS;
        boolean allreduce = p == Primitive.ALLREDUCE && ((dc == DeviceClass.SHARED_MEMORY && bytes <= SHARED_MEMORY_BYTES) || oneHeap);
        boolean reduce = p == Primitive.REDUCE && oneHeap && bytes >= LentReduction.LEND_BYTES;
        return few && (allreduce || reduce) ? "shared_memory" : choose(p, procs, bytes);
    }

    /** The point-to-point choice, whatever carries the traffic. */
    public static String choose(Primitive p, int procs, long bytes) {
        boolean pow2 = Integer.bitCount(procs) == 1;
        switch (p) {
            case BARRIER: return "dissemination";
            case BCAST: return bytes < SHORT || procs < 8 ? "binomial" : "scatter_allgather";
            case REDUCE: return bytes >= LONG && procs >= 4 ? "rabenseifner" : "binomial";
            case ALLREDUCE: return bytes >= LONG && procs > 2 ? "ring" : "recursive_doubling";
            case GATHER: return "binomial";
            case SCATTER: return "binomial";
            case ALLGATHER: return bytes >= LONG ? "ring" : pow2 ? "recursive_doubling" : "bruck";
            case ALLTOALL: return bytes <= TINY_ALLTOALL && procs >= 8 ? "bruck" : "pairwise";
            case REDUCE_SCATTER: return bytes >= LONG ? "ring" : "recursive_halving";
            case SCAN: return "recursive_doubling";
            default: throw new IllegalArgumentException(p.toString());
        }
    }
}
