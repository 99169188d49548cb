import mpi.MPI;

/**
 * The time of a program's first three calls of Allreduce, Bcast and Reduce (MAX) on 1000 doubles,
 * one after the other, after two Barriers; rank 0 prints. Runs on any mpiJava 1.2 library.
 */
public class FirstCall {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank();
        MPI.COMM_WORLD.Barrier();
        MPI.COMM_WORLD.Barrier();
        double[] a = new double[1000], b = new double[1000];
        StringBuilder out = new StringBuilder();
        for (int call = 0; call < 3; call++) {
            long t0 = System.nanoTime();
            MPI.COMM_WORLD.Allreduce(a, 0, b, 0, a.length, MPI.DOUBLE, MPI.SUM);
            long t1 = System.nanoTime();
            MPI.COMM_WORLD.Bcast(a, 0, a.length, MPI.DOUBLE, 0);
            long t2 = System.nanoTime();
            MPI.COMM_WORLD.Reduce(a, 0, b, 0, a.length, MPI.DOUBLE, MPI.MAX, 0);
            long t3 = System.nanoTime();
            out.append(String.format("call %d: Allreduce %.2f ms, Bcast %.2f ms, Reduce(MAX) %.2f ms%n",
                    call, (t1 - t0) / 1e6, (t2 - t1) / 1e6, (t3 - t2) / 1e6));
        }
        if (rank == 0) System.out.print(out);
        MPI.Finalize();
    }
}
