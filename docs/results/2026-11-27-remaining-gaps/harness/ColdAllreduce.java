import mpi.*;

/**
 * A job's first Allreduces: {@code iters} Allreduce(SUM) calls of {@code n} doubles (separate buffers) right
 * after MPI.Init and a Barrier, timed as one loop on rank 0 (the cost a short kernel pays while the
 * library's path is still interpreted and compiled). Args: n iters.
 */
public class ColdAllreduce {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int n = Integer.parseInt(args[0]), iters = Integer.parseInt(args[1]);
        double[] x = new double[n], y = new double[n];
        MPI.COMM_WORLD.Barrier();
        long t0 = System.nanoTime();
        for (int i = 0; i < iters; i++) MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, MPI.SUM);
        long t1 = System.nanoTime();
        if (MPI.COMM_WORLD.Rank() == 0) System.out.printf("n=%d iters=%d loop_ms=%.1f%n", n, iters, (t1 - t0) / 1e6);
        MPI.Finalize();
    }
}
