package examples;

import mpi.MPI;
import mpi.MPIException;

/**
 * Passes a token around the ring of ranks a few times; each rank adds its rank to it. Rank 0
 * checks the total and prints it. Run: {@code bin/mpjrun -np 4 -cp mpj-examples/target/mpj-examples.jar examples.Ring}
 */
public final class Ring {
    private Ring() {}

    public static void main(String[] args) throws MPIException {
        args = MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank();
        int size = MPI.COMM_WORLD.Size();
        int laps = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        long[] token = new long[1];
        int next = (rank + 1) % size;
        int prev = (rank + size - 1) % size;
        for (int lap = 0; lap < laps; lap++) {
            if (rank == 0) {
                token[0] += rank;
                MPI.COMM_WORLD.Send(token, 0, 1, MPI.LONG, next, lap);
                MPI.COMM_WORLD.Recv(token, 0, 1, MPI.LONG, prev, lap);
            } else {
                MPI.COMM_WORLD.Recv(token, 0, 1, MPI.LONG, prev, lap);
                token[0] += rank;
                MPI.COMM_WORLD.Send(token, 0, 1, MPI.LONG, next, lap);
            }
        }
        if (rank == 0) {
            long expected = (long) laps * size * (size - 1) / 2;
            System.out.println("ring: " + size + " ranks, " + laps + " laps, token " + token[0]
                    + (token[0] == expected ? " (correct)" : " (WRONG, expected " + expected + ")"));
            if (token[0] != expected) System.exit(1);
        }
        MPI.Finalize();
    }
}
