package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Rank 1 calls System.exit(0) right after MPI.Finalize; the other ranks still work after theirs, and
 * print a line when done (rank 2 then calls System.exit(0) too).
 */
public final class ExitAfterFinalize {
    private ExitAfterFinalize() {}

    public static void main(String[] args) throws MPIException, InterruptedException {
        MPI.Init(args);
        int me = MPI.COMM_WORLD.Rank();
        MPI.Finalize();
        if (me == 1) System.exit(0);
        Thread.sleep(me == 0 ? 400 : 200);
        System.out.println("rank " + me + " done after Finalize");
        if (me == 2) System.exit(0);
    }
}
