package io.mpj.runtime;

import io.mpj.transport.mem.MemoryTransport;

/**
 * Which rank of an in-memory job the calling thread is, when ranks run as threads of one JVM
 * ({@code mpjrun --dev threads}): {@link RankRuntime#boot} then joins that job instead of the one in the
 * environment. Inherited by the threads a rank starts.
 */
public final class ThreadRanks {
    private static final InheritableThreadLocal<Binding> CURRENT = new InheritableThreadLocal<>();

    /** Rank {@code rank} of {@code job}, its thread bound to {@code cpus} (null: not bound). */
    record Binding(MemoryTransport.Job job, int rank, String cpus) {}

    private ThreadRanks() {}

    /**
     * Makes the calling thread (and the threads it starts) rank {@code rank} of {@code job}; {@code cpus}:
     * the cpus the thread was bound to (its idle policy is then a bound rank's), or null.
     */
    public static void bind(MemoryTransport.Job job, int rank, String cpus) {
        if (rank < 0 || rank >= job.size()) throw new IllegalArgumentException("rank " + rank + " of a job of " + job.size());
        CURRENT.set(new Binding(job, rank, cpus));
    }

    /** The calling thread's rank in its thread job, or -1 when it belongs to none. */
    public static int rank() {
        Binding b = CURRENT.get();
        return b == null ? -1 : b.rank();
    }

    /** The calling thread's rank, or null in a JVM of one rank. */
    static Binding current() {
        return CURRENT.get();
    }
}
