package mpi;

import io.mpj.config.Config;
import io.mpj.error.ErrorClass;

/**
 * What {@code mpj.prime.sums} and {@code mpj.warmup} ask of {@link MPI#Init}. The first (on by
 * default) has SUM's loop of doubles compiled before the program's first reduction
 * ({@link io.mpj.coll.op.SumPriming}). The second: rounds of the calls short programs make most
 * (Allreduces of a double, an int and 2048 doubles, in place), on a duplicate of COMM_WORLD that is
 * freed after, so that the JIT compilers have compiled the library's path before the program's first
 * call rather than during its first few hundred (docs/results/2026-11-29-init-warmup). COMM_WORLD
 * sees one collective call, the Dup; the rounds' messages never meet the program's.
 */
final class InitWarmup {
    private static final int WIDE = 2048;

    private InitWarmup() {}

    /** The rounds {@code mpj.warmup} ({@code MPJ_WARMUP}) asks for: 0 (the default) or more. */
    static long rounds(Config config) throws MPIException {
        long rounds;
        try {
            rounds = config.getLong("mpj.warmup", 0);
        } catch (IllegalArgumentException e) {
            throw MPIException.of(ErrorClass.ARG, "MPI.Init: " + e.getMessage());
        }
        if (rounds < 0) throw MPIException.of(ErrorClass.ARG, "MPI.Init: mpj.warmup (MPJ_WARMUP) is " + rounds + ": give 0 or more rounds");
        return rounds;
    }

    /** Whether {@code mpj.prime.sums} ({@code MPJ_PRIME_SUMS}) is true (the default) or false. */
    static boolean primesSums(Config config) throws MPIException {
        return MPI.onOff(config, "mpj.prime.sums", true);
    }

    /** Runs the rounds (none in a job of one) and returns how many calls they made. */
    static long run(Intracomm world, long rounds) throws MPIException {
        if (rounds <= 0 || world.Size() < 2) return 0;
        Intracomm comm = world.Dup();
        double[] one = new double[1], wide = new double[WIDE];
        int[] word = new int[1];
        for (long i = 0; i < rounds; i++) {
            comm.Allreduce(one, 0, one, 0, 1, MPI.DOUBLE, MPI.SUM);
            comm.Allreduce(word, 0, word, 0, 1, MPI.INT, MPI.SUM);
            comm.Allreduce(wide, 0, wide, 0, WIDE, MPI.DOUBLE, MPI.SUM);
        }
        long made = comm.impl.collectives().callsMade();
        comm.Free();
        return made;
    }
}
