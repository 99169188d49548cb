import mpi.MPI;
import jgf.section2.*;

/**
 * SparseMatmult B's loop (SparseSteps with m = 100000, nz = 500000) timed call by call, after Section 2's
 * other kernels at size B in the same JVM (ctx=true), as `mpj-bench jgf` runs it, or alone (ctx=false).
 */
public class CtxSteps {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank(), p = MPI.COMM_WORLD.Size();
        if (Boolean.getBoolean("ctx")) {
            new Series(p, rank).run(1);
            new LUFact(p, rank).run(1);
            new Crypt(p, rank).run(1);
            new Sor(p, rank).run(1);
        }
        System.setProperty("m", "100000"); System.setProperty("nz", "500000");
        SparseSteps.main(null);
    }
}
