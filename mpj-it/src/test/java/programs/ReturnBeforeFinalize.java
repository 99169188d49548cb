package programs;

import mpi.MPI;

/** Rank 1 returns from main without MPI.Finalize while rank 0 waits for a message from it. */
public class ReturnBeforeFinalize {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        if (MPI.COMM_WORLD.Rank() == 1) return;
        MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 0);
        MPI.Finalize();
    }
}
