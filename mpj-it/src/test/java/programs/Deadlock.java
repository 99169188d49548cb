package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Every rank receives from the next one, which never sends: a deadlock. With args[0] "multiple" the
 * program asks for MPI.THREAD_MULTIPLE, which turns the deadlock watch off.
 */
public final class Deadlock {
    private Deadlock() {}

    public static void main(String[] args) throws MPIException {
        if (args.length > 0 && args[0].equals("multiple")) MPI.Init_thread(args, MPI.THREAD_MULTIPLE);
        else MPI.Init(args);
        int me = MPI.COMM_WORLD.Rank();
        int size = MPI.COMM_WORLD.Size();
        MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, (me + 1) % size, 4);
        MPI.Finalize();
    }
}
