import mpi.MPI;
import jgf.section2.*;

/** SparseMatmult B's loop timed call by call, after (ctx=true) Section 2's other kernels at size B in the same JVM. */
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
