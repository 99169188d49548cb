package programs;

import mpi.MPI;
import mpi.MPIException;

/** Every rank prints how many processors its JVM sees. */
public final class Processors {
    private Processors() {}

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        System.out.println("rank " + MPI.COMM_WORLD.Rank() + " sees " + Runtime.getRuntime().availableProcessors() + " processors");
        MPI.Finalize();
    }
}
