package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Allreduce(SUM) of args[0] doubles, again and again for args[1] seconds of rank 0's clock (rank 0's
 * first element says when to stop, so all ranks stop after the same call); every call's sum is
 * checked. Rank 0 prints the number of calls.
 */
public final class TimedAllreduces {
    private TimedAllreduces() {}

    public static void main(String[] args) throws MPIException {
        args = MPI.Init(args);
        int n = Integer.parseInt(args[0]);
        long end = System.nanoTime() + (long) (Double.parseDouble(args[1]) * 1e9);
        int me = MPI.COMM_WORLD.Rank();
        int size = MPI.COMM_WORLD.Size();
        double[] x = new double[n], y = new double[n];
        java.util.Arrays.fill(x, 1);
        int calls = 0;
        while (true) {
            x[0] = me == 0 && System.nanoTime() - end > 0 ? 1 + 1e6 : 1;
            MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, MPI.SUM);
            calls++;
            if (y[n - 1] != size) throw new IllegalStateException("call " + calls + ": sum " + y[n - 1] + ", not " + size);
            if (y[0] > size) break;
        }
        if (me == 0) System.out.println("calls " + calls);
        MPI.Finalize();
    }
}
