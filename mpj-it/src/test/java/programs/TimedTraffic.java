package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Again and again for args[1] seconds of rank 0's clock: an Allreduce(SUM) of args[0] doubles, then a
 * round trip of one int from rank 0 to rank 1 and back (Send, Recv). Rank 0's first element says when
 * to stop, so all ranks stop after the same call; every sum and every returned int is checked. Rank 0
 * prints the number of calls.
 */
public final class TimedTraffic {
    private TimedTraffic() {}

    public static void main(String[] args) throws MPIException {
        args = MPI.Init(args);
        int n = Integer.parseInt(args[0]);
        long end = System.nanoTime() + (long) (Double.parseDouble(args[1]) * 1e9);
        int me = MPI.COMM_WORLD.Rank();
        int size = MPI.COMM_WORLD.Size();
        double[] x = new double[n], y = new double[n];
        java.util.Arrays.fill(x, 1);
        int[] token = new int[1];
        int calls = 0;
        while (true) {
            x[0] = me == 0 && System.nanoTime() - end > 0 ? 1 + 1e6 : 1;
            MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, MPI.SUM);
            calls++;
            if (y[n - 1] != size) throw new IllegalStateException("call " + calls + ": sum " + y[n - 1] + ", not " + size);
            if (me == 0 && size > 1) {
                token[0] = calls;
                MPI.COMM_WORLD.Send(token, 0, 1, MPI.INT, 1, 7);
                MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, 1, 7);
                if (token[0] != calls + 1) throw new IllegalStateException("call " + calls + ": rank 1 returned " + token[0]);
            } else if (me == 1) {
                MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, 0, 7);
                token[0]++;
                MPI.COMM_WORLD.Send(token, 0, 1, MPI.INT, 0, 7);
            }
            if (y[0] > size) break;
        }
        if (me == 0) System.out.println("calls " + calls);
        MPI.Finalize();
    }
}
