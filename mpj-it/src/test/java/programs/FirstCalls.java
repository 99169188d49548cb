package programs;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A program's first call of each common operation, the Barrier first, between the loading of two
 * marker classes ({@link Start}, {@link End}): a JVM started with {@code -Xlog:class+load} shows what
 * those calls load, which a program would pay inside its first timed iteration. Prints "first calls
 * done p=N" on rank 0.
 */
public final class FirstCalls {
    private FirstCalls() {}

    /** Loaded just before the first calls. */
    static final class Start {}

    /** Loaded just after them. */
    static final class End {}

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int rank = w.Rank();
        int p = w.Size();
        int next = (rank + 1) % p;
        int prev = (rank + p - 1) % p;
        double[] x = new double[1000];
        double[] y = new double[1000 * p];
        int[] ones = new int[p];
        java.util.Arrays.fill(ones, 1);
        new Start();
        w.Barrier();
        w.Bcast(x, 0, x.length, MPI.DOUBLE, 0);
        w.Reduce(x, 0, y, 0, x.length, MPI.DOUBLE, MPI.MAX, 0);
        w.Allreduce(x, 0, y, 0, x.length, MPI.DOUBLE, MPI.SUM);
        w.Gather(x, 0, 10, MPI.DOUBLE, y, 0, 10, MPI.DOUBLE, 0);
        w.Scatter(y, 0, 10, MPI.DOUBLE, x, 0, 10, MPI.DOUBLE, 0);
        w.Allgather(x, 0, 10, MPI.DOUBLE, y, 0, 10, MPI.DOUBLE);
        w.Alltoall(y, 0, 1, MPI.DOUBLE, y, p, 1, MPI.DOUBLE);
        w.Reduce_scatter(y, 0, x, 0, ones, MPI.DOUBLE, MPI.SUM);
        w.Scan(x, 0, y, 0, 10, MPI.DOUBLE, MPI.SUM);
        w.Sendrecv(x, 0, 10, MPI.DOUBLE, next, 1, y, 0, 10, MPI.DOUBLE, prev, 1);
        Request r = w.Irecv(y, 0, 10, MPI.DOUBLE, prev, 2);
        w.Send(x, 0, 10, MPI.DOUBLE, next, 2);
        r.Wait();
        Request s = w.Isend(x, 0, 10, MPI.DOUBLE, next, 3);
        w.Probe(MPI.ANY_SOURCE, 3);
        w.Recv(y, 0, 10, MPI.DOUBLE, prev, 3);
        s.Wait();
        Object[] rows = {new double[] {rank, 1}};
        w.Bcast(rows, 0, 1, MPI.OBJECT, 0);
        w.Barrier();
        new End();
        if (rank == 0) System.out.println("first calls done p=" + p);
        MPI.Finalize();
    }
}
