import mpi.*;

import java.util.Arrays;

/**
 * Allreduce(SUM) of {@code n} doubles, {@code iters} times right after MPI.Init and a Barrier, each call
 * timed on its own. Every rank prints the loop's time, the median call, the time of the calls over
 * 1 ms summed (the stalls), and how many calls fell in each band. Args: n iters.
 */
public class Calls {
    private static final long[] BANDS_NS = {100_000, 300_000, 1_000_000, 3_000_000, 10_000_000, 30_000_000};

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int n = Integer.parseInt(args[0]), iters = Integer.parseInt(args[1]);
        double[] x = new double[n], y = new double[n];
        long[] t = new long[iters];
        MPI.COMM_WORLD.Barrier();
        long start = System.nanoTime();
        for (int i = 0; i < iters; i++) {
            long t0 = System.nanoTime();
            MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, MPI.SUM);
            t[i] = System.nanoTime() - t0;
        }
        long total = System.nanoTime() - start;
        long stalls = Arrays.stream(t).filter(v -> v > 1_000_000).sum();
        int[] bands = new int[BANDS_NS.length + 1];
        for (long v : t) {
            int b = 0;
            while (b < BANDS_NS.length && v >= BANDS_NS[b]) b++;
            bands[b]++;
        }
        long[] sorted = t.clone();
        Arrays.sort(sorted);
        System.out.printf("rank %d loop_ms %.1f median_ms %.3f stalls_ms %.1f calls<0.1,<0.3,<1,<3,<10,<30,>=30ms %s%n",
                MPI.COMM_WORLD.Rank(), total / 1e6, sorted[iters / 2] / 1e6, stalls / 1e6, Arrays.toString(bands).replace(" ", ""));
        MPI.Finalize();
    }
}
