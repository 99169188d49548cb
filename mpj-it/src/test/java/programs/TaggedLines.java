package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Output for --tag-output: a line written in pieces, a line from a thread the rank starts, a line on
 * stderr, and last words without an end of line after MPI.Finalize.
 */
public final class TaggedLines {
    private TaggedLines() {}

    public static void main(String[] args) throws MPIException, InterruptedException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank();
        System.out.print("out ");
        System.out.print("of rank ");
        System.out.println(rank);
        Thread child = new Thread(() -> System.out.println("a thread of rank " + rank));
        child.start();
        child.join();
        System.err.println("err of rank " + rank);
        MPI.COMM_WORLD.Barrier();
        MPI.Finalize();
        System.out.print("last words of rank " + rank);
        System.out.flush();
    }
}
