package io.mpj.bench.suite;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.util.Arrays;
import java.util.List;

/**
 * The three timing methods of docs/methodology.md. Every rank times its own calls with
 * System.nanoTime (never MPI.Wtime: MPJ Express 0.44's has a one-second resolution); a sample is the
 * maximum over ranks, taken with one Reduce(MAX) after the timed loop so that it costs nothing inside.
 */
enum Method {
    /** Seed 000: {@code reps} calls each between Barriers, the minimum reported. */
    MIN(150) {
        @Override
        double[] samples(Kernel k, Intracomm comm, int reps, int first) throws MPIException {
            return perCall(k, comm, reps, first, false);
        }

        @Override
        Summary summarise(double[] maxOverRanks) {
            return Statistics.min(maxOverRanks);
        }
    },
    /** Seed 001: cache flushed before each trial, Barrier-call-Barrier, first trial discarded, outliers filtered. */
    LUECKE(51) {
        @Override
        double[] samples(Kernel k, Intracomm comm, int reps, int first) throws MPIException {
            return perCall(k, comm, reps, first, true);
        }

        @Override
        Summary summarise(double[] maxOverRanks) {
            return Statistics.luecke(maxOverRanks);
        }
    },
    /**
     * Seed 003: {@code reps} back-to-back calls, the mean reported; a collective's delay is
     * time(collective + Barrier) - time(Barrier). The calls run in {@value #AVG_BLOCKS} blocks so
     * that min, median and max describe the spread between blocks.
     */
    AVG(1000) {
        @Override
        double[] samples(Kernel k, Intracomm comm, int reps, int first) throws MPIException {
            int per = Math.max(1, reps / AVG_BLOCKS);
            double[] s = new double[AVG_BLOCKS];
            int it = first;
            for (int b = 0; b < AVG_BLOCKS; b++) {
                comm.Barrier();
                long t0 = System.nanoTime();
                for (int i = 0; i < per; i++) {
                    k.run(it++);
                    if (k.collective()) comm.Barrier();
                }
                long withBarrier = System.nanoTime() - t0;
                long barrierOnly = 0;
                if (k.collective()) {
                    comm.Barrier();
                    long t1 = System.nanoTime();
                    for (int i = 0; i < per; i++) comm.Barrier();
                    barrierOnly = System.nanoTime() - t1;
                }
                s[b] = micros(withBarrier - barrierOnly) / per * k.scale();
            }
            return s;
        }

        @Override
        Summary summarise(double[] maxOverRanks) {
            return Statistics.avg(maxOverRanks);
        }
    };

    static final int AVG_BLOCKS = 10;

    /** Repetitions when none are given: 150 (min), 51 trials (luecke), 1000 calls (avg). */
    final int defaultReps;

    Method(int defaultReps) {
        this.defaultReps = defaultReps;
    }

    abstract double[] samples(Kernel k, Intracomm comm, int reps, int first) throws MPIException;

    abstract Summary summarise(double[] maxOverRanks);

    static Method of(String name) {
        for (Method m : values()) if (m.name().equalsIgnoreCase(name)) return m;
        throw new IllegalArgumentException("unknown method '" + name + "'; methods: min, luecke, avg");
    }

    String label() {
        return name().toLowerCase();
    }

    /**
     * Warms the kernel up untimed, measures it, and returns the summary on rank 0 (null elsewhere).
     */
    Summary measure(Kernel k, Intracomm comm, int reps, int warmup) throws MPIException {
        for (int i = 0; i < warmup; i++) k.run(i);
        comm.Barrier();
        double[] mine = samples(k, comm, reps, warmup);
        double[] max = new double[mine.length];
        comm.Reduce(mine, 0, max, 0, mine.length, MPI.DOUBLE, MPI.MAX, 0);
        return comm.Rank() == 0 ? summarise(max) : null;
    }

    /** Each call timed alone after a Barrier; Luecke's trials also flush the cache and end with a Barrier. */
    private static double[] perCall(Kernel k, Intracomm comm, int reps, int first, boolean luecke) throws MPIException {
        double[] s = new double[reps];
        for (int r = 0; r < reps; r++) {
            if (luecke) CacheFlush.flush();
            comm.Barrier();
            long t0 = System.nanoTime();
            k.run(first + r);
            s[r] = micros(System.nanoTime() - t0) * k.scale();
            if (luecke) comm.Barrier();
        }
        return s;
    }

    /**
     * The min method over several algorithms of one primitive, interleaved call by call (each round
     * runs every variant once, in the order of a {@link WilliamsOrder}), so that all of them see the
     * same moments of the machine: differences between launches, which can exceed the differences
     * between algorithms, drop out, and each variant follows every other equally often (a call leaves
     * the ranks skewed for the next: on the emulated cluster one algorithm measured up to 35% apart
     * from itself by where it stood in the round, and 14% faster on average after a slow variant than
     * itself elsewhere, docs/results/2026-11-26-carryover). Returns, on rank 0 (null elsewhere),
     * each variant's calls in round order ({@code [variant][round]}, each the maximum over ranks):
     * round r of every variant ran within the same moments, so ratios pair.
     */
    static double[][] interleaved(Kernel k, Intracomm comm, int reps, int warmup, String primitive, List<String> variants)
            throws MPIException {
        int nv = variants.size();
        for (String v : variants) {
            AlgorithmSwitch.use(primitive, v);
            for (int i = 0; i < warmup; i++) k.run(i);
        }
        double[] mine = new double[nv * reps];
        WilliamsOrder order = new WilliamsOrder(nv);
        for (int r = 0; r < reps; r++) {
            for (int j = 0; j < nv; j++) {
                int v = order.variant(r, j);
                AlgorithmSwitch.use(primitive, variants.get(v));
                comm.Barrier();
                long t0 = System.nanoTime();
                k.run(warmup + r);
                mine[v * reps + r] = micros(System.nanoTime() - t0) * k.scale();
            }
        }
        AlgorithmSwitch.use(primitive, AlgorithmSwitch.TABLE);
        double[] max = new double[mine.length];
        comm.Reduce(mine, 0, max, 0, mine.length, MPI.DOUBLE, MPI.MAX, 0);
        if (comm.Rank() != 0) return null;
        double[][] calls = new double[nv][];
        for (int v = 0; v < nv; v++) calls[v] = Arrays.copyOfRange(max, v * reps, (v + 1) * reps);
        return calls;
    }

    private static double micros(long nanos) {
        return nanos / 1e3;
    }
}
