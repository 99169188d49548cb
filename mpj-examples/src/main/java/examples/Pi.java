package examples;

import mpi.MPI;
import mpi.MPIException;

/**
 * Computes pi by integrating 4/(1+x^2) over [0,1]: each rank takes every size-th interval and
 * sends its partial sum to rank 0.
 */
public final class Pi {
    private Pi() {}

    public static void main(String[] args) throws MPIException {
        args = MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank();
        int size = MPI.COMM_WORLD.Size();
        int intervals = args.length > 0 ? Integer.parseInt(args[0]) : 10_000_000;
        long start = System.nanoTime();
        double h = 1.0 / intervals;
        double[] sum = new double[1];
        for (int i = rank; i < intervals; i += size) {
            double x = h * (i + 0.5);
            sum[0] += 4.0 / (1.0 + x * x);
        }
        sum[0] *= h;
        if (rank == 0) {
            double pi = sum[0];
            double[] part = new double[1];
            for (int r = 1; r < size; r++) {
                MPI.COMM_WORLD.Recv(part, 0, 1, MPI.DOUBLE, MPI.ANY_SOURCE, 7);
                pi += part[0];
            }
            System.out.printf("pi = %.12f (error %.1e) with %d ranks in %.1f ms%n", pi, Math.abs(pi - Math.PI), size,
                    (System.nanoTime() - start) / 1e6);
        } else {
            MPI.COMM_WORLD.Send(sum, 0, 1, MPI.DOUBLE, 0, 7);
        }
        MPI.Finalize();
    }
}
