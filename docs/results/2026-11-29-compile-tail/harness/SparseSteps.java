import mpi.MPI;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Random;

/**
 * JGF SparseMatmult A's loop (a sparse product, then an Allreduce of the m doubles of the result),
 * timed call by call. Properties: m (50000), nz (250000 over all ranks), it (200 iterations), pre
 * (Allreduces of the same size made before, untimed: 0), work (sparse, or none: Allreduces alone),
 * each (also every call's wall time and the main thread's CPU time during it, us).
 */
public class SparseSteps {
    public static void main(String[] args) throws Exception {
        if (args != null) MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank(), p = MPI.COMM_WORLD.Size();
        int m = Integer.getInteger("m", 50_000), nz = Integer.getInteger("nz", 250_000) / p;
        int it = Integer.getInteger("it", 200), pre = Integer.getInteger("pre", 0);
        boolean sparse = System.getProperty("work", "sparse").equals("sparse"), each = Boolean.getBoolean("each");
        Random r = new Random(1 + rank);
        int[] row = new int[nz], col = new int[nz];
        double[] val = new double[nz], x = new double[m], y = new double[m], partial = new double[m];
        for (int e = 0; e < nz; e++) { row[e] = r.nextInt(m); col[e] = r.nextInt(m); val[e] = r.nextDouble(); }
        for (int i = 0; i < m; i++) x[i] = r.nextDouble() * 1e-6;
        long[] comp = new long[it], comm = new long[it], cpu = new long[it], start = new long[it];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int k = 0; k < pre; k++) MPI.COMM_WORLD.Allreduce(partial, 0, y, 0, m, MPI.DOUBLE, MPI.SUM);
        MPI.COMM_WORLD.Barrier();
        long up0 = ManagementFactory.getRuntimeMXBean().getUptime();
        long t0 = System.nanoTime(); // also the loop's start on CLOCK_MONOTONIC, which perf sched record -k CLOCK_MONOTONIC stamps
        for (int k = 0; k < it; k++) {
            long a = System.nanoTime();
            if (sparse) for (int e = 0; e < row.length; e++) partial[row[e]] += x[col[e]] * val[e];
            long b = System.nanoTime(); start[k] = b; long c0 = each ? threads.getCurrentThreadCpuTime() : 0;
            MPI.COMM_WORLD.Allreduce(partial, 0, y, 0, m, MPI.DOUBLE, MPI.SUM);
            long c = System.nanoTime();
            if (each) cpu[k] = threads.getCurrentThreadCpuTime() - c0;
            comp[k] = b - a;
            comm[k] = c - b;
        }
        MPI.COMM_WORLD.Barrier();
        long t1 = System.nanoTime();
        long up1 = ManagementFactory.getRuntimeMXBean().getUptime();
        StringBuilder out = new StringBuilder();
        out.append(String.format("rank %d total %.1f ms uptime %d-%d nano0 %d%n", rank, (t1 - t0) / 1e6, up0, up1, t0));
        out.append("rank ").append(rank).append(" blocks of ").append(it / 10).append(" calls, compute/allreduce ms:");
        for (int k = 0; k + it / 10 <= it; k += it / 10) {
            long sc = 0, sa = 0;
            for (int j = k; j < k + it / 10; j++) { sc += comp[j]; sa += comm[j]; }
            out.append(String.format(" %.2f/%.2f", sc / 1e6, sa / 1e6));
        }
        long[] sorted = comm.clone();
        Arrays.sort(sorted);
        out.append(String.format("%nrank %d allreduce us: p10 %d p50 %d p90 %d p99 %d max %d%n", rank, sorted[it / 10] / 1000,
                sorted[it / 2] / 1000, sorted[it * 9 / 10] / 1000, sorted[it * 99 / 100] / 1000, sorted[it - 1] / 1000));
        if (each) {
            out.append("rank ").append(rank).append(" calls wall/cpu us:");
            for (int k = 0; k < it; k++) out.append(' ').append(comm[k] / 1000).append('/').append(cpu[k] / 1000);
            out.append('\n');
        }
        int longUs = Integer.getInteger("long", 0);
        if (longUs > 0) for (int k = 0; k < it; k++) if (comm[k] / 1000 > longUs)
            out.append(String.format("rank %d long call %d at %.1f ms: %d us%n", rank, k, up0 + (start[k] - t0) / 1e6, comm[k] / 1000));
        System.out.print(out);
        MPI.Finalize();
    }
}
