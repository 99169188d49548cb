import mpi.MPI;

import java.util.Arrays;
import java.util.Random;

/**
 * JGF SparseMatmult size B's loop (a 500 000-nonzero product, then an Allreduce of 100 000 doubles),
 * run -Dreps=N times 200 iterations in one JVM, to see how a run's first 200 iterations differ from
 * later ones. -Dbar=true puts a Barrier between the product and the Allreduce, so that the Allreduce
 * is timed alone. Rank 0 prints, per repetition: the time, and the Allreduce's median call, its
 * calls over 0.5 ms and the Barrier's calls over 0.5 ms. -Drows and -Dnonzeros change the size (size
 * C: 500000 and 2500000). Runs on any mpiJava 1.2 library.
 */
public class SparseSteps {
    static final int ITERATIONS = 200;
    static final long SLOW_NANOS = 500_000;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank(), np = MPI.COMM_WORLD.Size();
        int reps = Integer.getInteger("reps", 6);
        boolean barrier = Boolean.getBoolean("bar");
        int m = Integer.getInteger("rows", 100_000), mine = Integer.getInteger("nonzeros", 500_000) / np;
        Random r = new Random(10101010 + rank);
        double[] x = new double[m];
        for (int i = 0; i < m; i++) x[i] = r.nextDouble() * 1e-6;
        int[] row = new int[mine], col = new int[mine];
        double[] val = new double[mine];
        for (int e = 0; e < mine; e++) {
            row[e] = Math.abs(r.nextInt()) % m;
            col[e] = Math.abs(r.nextInt()) % m;
            val[e] = r.nextDouble();
        }
        double[] y = new double[m], partial = new double[m];
        long[] allreduce = new long[ITERATIONS], bar = new long[ITERATIONS];
        for (int rep = 0; rep < reps; rep++) {
            MPI.COMM_WORLD.Barrier();
            long t0 = System.nanoTime();
            for (int it = 0; it < ITERATIONS; it++) {
                for (int e = 0; e < row.length; e++) partial[row[e]] += x[col[e]] * val[e];
                long w = System.nanoTime();
                if (barrier) MPI.COMM_WORLD.Barrier();
                long u = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(partial, 0, y, 0, m, MPI.DOUBLE, MPI.SUM);
                allreduce[it] = System.nanoTime() - u;
                bar[it] = u - w;
            }
            MPI.COMM_WORLD.Barrier();
            long t = System.nanoTime() - t0;
            if (rank == 0) {
                Arrays.sort(allreduce);
                System.out.printf("rep %d time %.3f s allreduce median %d us slow %d barrier slow %d%n", rep, t / 1e9,
                        allreduce[ITERATIONS / 2] / 1000, slow(allreduce), slow(bar));
            }
        }
        MPI.Finalize();
    }

    static int slow(long[] nanos) {
        int n = 0;
        for (long v : nanos) if (v > SLOW_NANOS) n++;
        return n;
    }
}
