package programs;

import mpi.MPI;

/** MPI.Init, a marker class loaded, then the program's first Allreduce (io.mpj.it.InitWarmupTest). */
public final class Warmed {
    /** Loaded right after MPI.Init returns: its line in the class-load log marks the program's start. */
    static final class AfterInit {
        static void mark() {}
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        AfterInit.mark();
        int[] v = {1};
        MPI.COMM_WORLD.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM);
        if (v[0] != MPI.COMM_WORLD.Size()) throw new AssertionError("Allreduce gave " + v[0]);
        if (MPI.COMM_WORLD.Rank() == 0) System.out.println("warmed p=" + v[0]);
        MPI.Finalize();
    }
}
