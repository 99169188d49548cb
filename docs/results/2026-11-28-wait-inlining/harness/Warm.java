import mpi.*;

/**
 * A warm Allreduce(SUM) of {@code n} doubles: {@code iters} calls untimed, then five blocks of {@code iters}
 * calls, each after a Barrier; rank 0 prints each block's µs per call. Args: n iters.
 */
public class Warm {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int n = Integer.parseInt(args[0]), iters = Integer.parseInt(args[1]);
        double[] x = new double[n], y = new double[n];
        for (int i = 0; i < iters; i++) MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, MPI.SUM);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 5; k++) {
            MPI.COMM_WORLD.Barrier();
            long t0 = System.nanoTime();
            for (int i = 0; i < iters; i++) MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, MPI.SUM);
            sb.append(String.format(" %.3f", (System.nanoTime() - t0) / 1e3 / iters));
        }
        if (MPI.COMM_WORLD.Rank() == 0) System.out.println("us per call, 5 blocks:" + sb);
        MPI.Finalize();
    }
}
