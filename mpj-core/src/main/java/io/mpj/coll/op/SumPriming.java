package io.mpj.coll.op;

/**
 * Has the JIT compilers compile SUM's loop of doubles while {@code MPI.Init} runs, rather than during
 * the program's first reductions, where a reduction of many doubles would run the loop interpreted
 * and its compilations (C1's, C2's on stack, C2's of the method) would take the rank's core while the
 * other ranks wait. JGF SparseMatmult A and MolDyn A at p = 2 take 0.92-0.93x the time; a rank's start
 * costs about 5 ms of compilation more, most of it while it boots (docs/results/2026-11-29-primed-sums).
 * Doubles only: the suites' reductions of other types are of a few elements, whose loops never get hot.
 */
public final class SumPriming {
    /** Calls the interpreter runs fast, until C1 has compiled the loop. */
    private static final int SHORT = 16, SHORT_CALLS = 250;
    /**
     * Long calls: C2 compiles the loop on stack after them, and unrolls it as for a program's long
     * loops (after calls of 32 elements, C2's loop summed 2048 doubles at 0.10 ns each against 0.066).
     */
    private static final int LONG = 256, LONG_CALLS = 250;
    /** C1's code asks whether to have C2 compile the method every 1024 calls; C2 does once its on-stack code is in. */
    private static final int ASKING_CALLS = 1100;

    private SumPriming() {}

    /** Before the rank boots, which the compilations then overlap. */
    public static void start() {
        sum(SHORT_CALLS, SHORT);
        sum(LONG_CALLS, LONG);
    }

    /** After the boot, when C2's on-stack compilation is in: the method's own. */
    public static void finish() {
        sum(ASKING_CALLS, LONG);
    }

    private static void sum(int calls, int length) {
        double[] a = new double[length], b = new double[length];
        for (int i = 0; i < calls; i++) PredefinedOp.sumDoubles(a, 0, b, 0, length);
    }
}
