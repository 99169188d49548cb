import mpi.*;

/**
 * Allreduce(SUM) of n doubles from MPI.Init on, timed in blocks of 25 calls: rank 0 prints each
 * block's ms. Args: n, calls (a multiple of 25).
 */
public class AllreduceBlocks {
    public static void main(String[] a) throws Exception {
        a = MPI.Init(a);
        int n = Integer.parseInt(a[0]), calls = Integer.parseInt(a[1]);
        double[] x = new double[n], y = new double[n];
        MPI.COMM_WORLD.Barrier();
        StringBuilder sb = new StringBuilder();
        for (int q = 0; q < calls; q += 25) {
            long t = System.nanoTime();
            for (int i = 0; i < 25; i++) MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, MPI.SUM);
            sb.append(String.format(" %.1f", (System.nanoTime() - t) / 1e6));
        }
        if (MPI.COMM_WORLD.Rank() == 0) System.out.println("ms per 25 calls:" + sb);
        MPI.Finalize();
    }
}
