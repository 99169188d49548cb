import com.sun.management.ThreadMXBean;
import mpi.MPI;
import mpi.MPIException;

import java.lang.management.ManagementFactory;

/** Bytes the calling thread allocates per lent Allreduce and Reduce (run with --dev threads), after as many calls untimed. */
public class LentAlloc {
    static final ThreadMXBean T = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    interface Call {
        void run() throws MPIException;
    }

    static void measure(String name, Call c) throws MPIException {
        int n = Integer.getInteger("calls", 20000);
        for (int i = 0; i < n; i++) c.run();
        long a0 = T.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < n; i++) c.run();
        long a1 = T.getCurrentThreadAllocatedBytes();
        System.out.printf("rank %d %-30s %8.1f B/call%n", MPI.COMM_WORLD.Rank(), name, (a1 - a0) / (double) n);
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        double[] x = new double[8192], y = new double[8192];
        measure("Allreduce 64 KiB", () -> MPI.COMM_WORLD.Allreduce(x, 0, y, 0, x.length, MPI.DOUBLE, MPI.SUM));
        measure("Allreduce 64 KiB in place", () -> MPI.COMM_WORLD.Allreduce(x, 0, x, 0, x.length, MPI.DOUBLE, MPI.MAX));
        measure("Reduce 64 KiB to rank 0", () -> MPI.COMM_WORLD.Reduce(x, 0, y, 0, x.length, MPI.DOUBLE, MPI.SUM, 0));
        MPI.Finalize();
    }
}
