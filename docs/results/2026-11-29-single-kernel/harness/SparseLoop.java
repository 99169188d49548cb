import mpi.MPI;

/**
 * JGF SparseMatmult's loop alone in a fresh JVM, p = 2: each iteration a sparse product of the kernel's
 * size (-Dnz, default B's 500000 nonzeros over the ranks; 0: none) and an Allreduce (SUM) of m doubles
 * (-Dm, default B's 100000: 800 KB), -Dit iterations (default 200). Each Allreduce is timed on rank 0,
 * after a Barrier (untimed) so that the product's imbalance stays out of it. Prints one line:
 * the loop's total, the Allreduces' total, the first 20 Allreduces, and the median Allreduce of the
 * last half (ms, us).
 */
public class SparseLoop {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank(), np = MPI.COMM_WORLD.Size();
        int m = Integer.getInteger("m", 100_000), nz = Integer.getInteger("nz", 500_000) / np, it = Integer.getInteger("it", 200);
        java.util.Random rnd = new java.util.Random(10101010 + rank);
        int[] row = new int[nz], col = new int[nz];
        double[] val = new double[nz], x = new double[m], y = new double[m], partial = new double[m];
        for (int e = 0; e < nz; e++) {
            row[e] = rnd.nextInt(m);
            col[e] = rnd.nextInt(m);
            val[e] = rnd.nextDouble();
        }
        for (int i = 0; i < m; i++) x[i] = rnd.nextDouble();
        long[] reduce = new long[it];
        MPI.COMM_WORLD.Barrier();
        long start = System.nanoTime();
        for (int k = 0; k < it; k++) {
            for (int e = 0; e < nz; e++) partial[row[e]] += x[col[e]] * val[e];
            MPI.COMM_WORLD.Barrier();
            long t = System.nanoTime();
            MPI.COMM_WORLD.Allreduce(partial, 0, y, 0, m, MPI.DOUBLE, MPI.SUM);
            reduce[k] = System.nanoTime() - t;
        }
        long total = System.nanoTime() - start;
        if (rank == 0) {
            long all = 0, first = 0;
            for (int k = 0; k < it; k++) all += reduce[k];
            for (int k = 0; k < Math.min(20, it); k++) first += reduce[k];
            long[] late = java.util.Arrays.copyOfRange(reduce, it / 2, it);
            java.util.Arrays.sort(late);
            System.out.printf("loop_ms %.1f allreduce_ms %.1f first20_ms %.1f late_median_us %.1f%n",
                    total / 1e6, all / 1e6, first / 1e6, late[late.length / 2] / 1e3);
        }
        MPI.Finalize();
    }
}
