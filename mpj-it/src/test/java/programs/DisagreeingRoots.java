package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * A common mistake: ranks passing different roots to Bcast. "one" (p = 3): rank 2 names root 1, the
 * others root 0. "each" (p = 2): every rank names itself, so both send and nobody waits. Rank 0 then
 * prints the value it holds. Neither job may hang or end as if nothing happened.
 */
public final class DisagreeingRoots {
    private DisagreeingRoots() {}

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int me = MPI.COMM_WORLD.Rank();
        int[] v = {100 + me};
        int root = switch (args[0]) {
            case "one" -> me == 2 ? 1 : 0;
            case "each" -> me;
            default -> throw new IllegalArgumentException(args[0]);
        };
        MPI.COMM_WORLD.Bcast(v, 0, 1, MPI.INT, root);
        if (me == 0) System.out.println("rank 0 holds " + v[0]);
        MPI.Finalize();
    }
}
