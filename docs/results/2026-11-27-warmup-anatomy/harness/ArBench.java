import mpi.MPI;

/** In-place Allreduce of n doubles, rounds of 2000 calls; rank 0 prints per round: uptime, median, mean, p99, max, calls over 100 us. */
public final class ArBench {
    public static void main(String[] a) throws Exception {
        MPI.Init(a);
        int rank = MPI.COMM_WORLD.Rank();
        int rounds = Integer.getInteger("rounds", 3);
        for (int n : new int[] {1, 2048}) {
            double[] x = new double[n];
            long[] t = new long[2000];
            for (int round = 0; round < rounds; round++) {
                for (int i = 0; i < 2000; i++) {
                    long s = System.nanoTime();
                    MPI.COMM_WORLD.Allreduce(x, 0, x, 0, n, MPI.DOUBLE, MPI.SUM);
                    t[i] = System.nanoTime() - s;
                    java.util.Arrays.fill(x, 1.0);
                }
                long sum = 0;
                int slow = 0;
                for (long v : t) { sum += v; if (v > 100_000) slow++; }
                java.util.Arrays.sort(t);
                long up = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime();
                if (rank == 0) System.out.printf("ROUND up %d rank %d n %d round %d median %.2f mean %.2f p99 %.1f max %.0f slow %d%n",
                        up, rank, n, round, t[1000] / 1e3, sum / 2000 / 1e3, t[1980] / 1e3, t[1999] / 1e3, slow);
            }
        }
        MPI.Finalize();
    }
}
