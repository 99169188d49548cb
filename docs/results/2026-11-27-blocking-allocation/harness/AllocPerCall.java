import mpi.*;
import java.lang.management.ManagementFactory;

/** Bytes the calling thread allocates per call, after warm-up (rank 0's and rank 1's). */
public class AllocPerCall {
    static final com.sun.management.ThreadMXBean T = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    interface Call { void run() throws MPIException; }

    static void measure(String name, Call c) throws MPIException {
        int n = Integer.getInteger("calls", 50000);
        for (int i = 0; i < n; i++) c.run();
        MPI.COMM_WORLD.Barrier();
        long a0 = T.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < n; i++) c.run();
        long a1 = T.getCurrentThreadAllocatedBytes();
        MPI.COMM_WORLD.Barrier();
        System.out.printf("rank %d %-28s %8.1f B/call%n", MPI.COMM_WORLD.Rank(), name, (a1 - a0) / (double) n);
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int me = w.Rank(), other = 1 - me;
        byte[] b = new byte[1], b8 = new byte[8];
        double[] d = {1}, e = new double[1];
        measure("Send+Recv 1 B (pingpong)", () -> {
            if (me == 0) { w.Send(b, 0, 1, MPI.BYTE, 1, 1); w.Recv(b, 0, 1, MPI.BYTE, 1, 1); }
            else { w.Recv(b, 0, 1, MPI.BYTE, 0, 1); w.Send(b, 0, 1, MPI.BYTE, 0, 1); }
        });
        measure("Sendrecv 1 B", () -> w.Sendrecv(b, 0, 1, MPI.BYTE, other, 2, b8, 0, 1, MPI.BYTE, other, 2));
        measure("Isend+Irecv+Waitall 1 B", () -> {
            Request[] r = {w.Irecv(b8, 0, 1, MPI.BYTE, other, 3), w.Isend(b, 0, 1, MPI.BYTE, other, 3)};
            Request.Waitall(r);
        });
        measure("Barrier", w::Barrier);
        measure("Bcast 8 B", () -> w.Bcast(b8, 0, 8, MPI.BYTE, 0));
        measure("Allreduce 1 double", () -> w.Allreduce(d, 0, e, 0, 1, MPI.DOUBLE, MPI.SUM));
        measure("Reduce 1 double", () -> w.Reduce(d, 0, e, 0, 1, MPI.DOUBLE, MPI.SUM, 0));
        MPI.Finalize();
    }
}
