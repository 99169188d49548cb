import mpi.MPI;

/** The time of a program's first four Barriers, each rank's own (µs); runs on any mpiJava 1.2 library. */
public class FirstBarrier {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank();
        StringBuilder out = new StringBuilder("rank " + rank + ":");
        for (int i = 0; i < 4; i++) {
            long t0 = System.nanoTime();
            MPI.COMM_WORLD.Barrier();
            out.append(' ').append((System.nanoTime() - t0) / 1000);
        }
        System.out.println(out);
        MPI.Finalize();
    }
}
