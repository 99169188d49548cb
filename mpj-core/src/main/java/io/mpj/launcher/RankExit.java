package io.mpj.launcher;

import io.mpj.transport.mem.MemoryTransport;

/**
 * A rank's {@code System.exit} in a thread job, whose ranks share the JVM that call ends. Run from a
 * shutdown hook, while the other ranks' threads still run: after its Finalize, a rank's exit would
 * end its process alone, so the others finish first (their output and status are not cut off); before
 * it, the job cannot go on, and this says which rank ended it, as mpjrun does for a rank's process.
 * The status is the one that rank gave (a second rank's exit waits behind the first's, so the first
 * one's status is the job's), but for a 0 before MPI.Finalize, which would pass the job for a success
 * it was not: that rank's program classes call {@link RankExitCall} instead of System.exit, and the job
 * ends with {@value #BEFORE_FINALIZE} (a hook cannot read the status; Runtime.exit is not redirected).
 */
final class RankExit {
    /** The job's status when a rank exits with 0 before its MPI.Finalize. */
    static final int BEFORE_FINALIZE = 1;
    /** The job of this JVM, once ThreadJob made it. */
    private static volatile RankExit installed;

    private final MemoryTransport.Job job;
    private final Thread[] ranks;

    RankExit(MemoryTransport.Job job, Thread[] ranks) {
        this.job = job;
        this.ranks = ranks;
        installed = this;
    }

    /** The status to exit with when code of {@code caller}'s class exits with {@code status}. */
    static int statusOnExit(Class<?> caller, int status) {
        RankExit e = installed;
        if (e == null || status != 0) return status;
        int rank = rankOf(caller.getClassLoader() == null ? null : caller.getClassLoader().getName());
        return rank >= 0 && !e.job.finalized(rank) ? BEFORE_FINALIZE : status;
    }

    /** Waits for the ranks still running if a rank that had finalised called exit; else reports the rank. */
    void onShutdown() {
        int rank = exitingRankOfAnyThread();
        if (rank < 0) return; // the ranks' mains returned, a signal, or the launcher's own exit
        if (!job.finalized(rank)) {
            System.err.println("mpjrun: rank " + rank + " called System.exit before MPI.Finalize; the other ranks end with it"
                    + " (--dev threads: one JVM)");
            System.err.flush();
            return;
        }
        for (Thread t : ranks) {
            while (t.isAlive() && exitingRank(t.getStackTrace()) < 0) { // a rank that calls exit too waits behind this one
                try {
                    t.join(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** The rank whose code called exit, in its main thread or one it started; -1 if none. */
    private static int exitingRankOfAnyThread() {
        for (StackTraceElement[] stack : Thread.getAllStackTraces().values()) {
            int rank = exitingRank(stack);
            if (rank >= 0) return rank;
        }
        return -1;
    }

    /**
     * The rank whose code is in {@code System.exit} or {@code Runtime.exit} in this stack: the caller's
     * class loader is that rank's ({@link ThreadJob.RankClassLoader}, named "rank-N"); -1 if none.
     */
    static int exitingRank(StackTraceElement[] stack) {
        for (int i = 0; i + 1 < stack.length; i++) {
            if (!stack[i].getClassName().equals("java.lang.Runtime") || !stack[i].getMethodName().equals("exit")) continue;
            int caller = i + 1;
            if (stack[caller].getClassName().equals("java.lang.System")) caller++;
            if (caller < stack.length && stack[caller].getClassName().equals(RankExitCall.class.getName())) caller++;
            return rankOf(caller < stack.length ? stack[caller].getClassLoaderName() : null);
        }
        return -1;
    }

    /** The rank of a class loader named {@code loader} ("rank-N"); -1 if it is not a rank's. */
    private static int rankOf(String loader) {
        if (loader == null || !loader.startsWith(ThreadJob.RankClassLoader.NAME_PREFIX)) return -1;
        return Integer.parseInt(loader.substring(ThreadJob.RankClassLoader.NAME_PREFIX.length()));
    }
}
