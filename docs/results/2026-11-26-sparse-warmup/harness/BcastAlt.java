import mpi.MPI;

/**
 * JGF LUFact's communication without its arithmetic: 500 times a Bcast of 501 doubles and a Bcast of
 * one int, the root alternating between the ranks, repeated -Dreps=N times in one JVM; rank 0 prints
 * each repetition's time. Runs on any mpiJava 1.2 library.
 */
public class BcastAlt {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int np = MPI.COMM_WORLD.Size(), rank = MPI.COMM_WORLD.Rank();
        double[] pivot = new double[501];
        int[] l = new int[1];
        for (int rep = 0; rep < Integer.getInteger("reps", 8); rep++) {
            MPI.COMM_WORLD.Barrier();
            long t0 = System.nanoTime();
            for (int k = 0; k < 500; k++) {
                MPI.COMM_WORLD.Bcast(pivot, 0, 501, MPI.DOUBLE, k % np);
                MPI.COMM_WORLD.Bcast(l, 0, 1, MPI.INT, k % np);
            }
            long t1 = System.nanoTime();
            MPI.COMM_WORLD.Barrier();
            if (rank == 0) System.out.printf("%.2f ", (t1 - t0) / 1e6);
        }
        if (rank == 0) System.out.println("ms per 500 x (Bcast 501 doubles + Bcast 1 int), alternating root");
        MPI.Finalize();
    }
}
