package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Every rank says where it runs and then waits for ever (until its launcher ends it); rank 0 also
 * prints the job secret it was given, so that a test can look for it where it must not be.
 */
public final class Linger {
    private Linger() {}

    public static void main(String[] args) throws MPIException, InterruptedException {
        MPI.Init(args);
        int me = MPI.COMM_WORLD.Rank();
        if (me == 0) System.out.println("secret " + System.getProperty("mpj.job.secret"));
        System.out.println("rank " + me + " lingers on " + MPI.Get_processor_name());
        System.out.flush();
        MPI.COMM_WORLD.Barrier();
        Thread.sleep(Long.MAX_VALUE);
    }
}
