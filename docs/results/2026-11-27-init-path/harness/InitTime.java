import mpi.MPI;

/** Prints how long this rank spent in MPI.Init, in ms. */
public class InitTime {
    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        MPI.Init(args);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        int rank = MPI.COMM_WORLD.Rank();
        MPI.Finalize();
        System.out.println("rank " + rank + " Init " + ms + " ms");
    }
}
