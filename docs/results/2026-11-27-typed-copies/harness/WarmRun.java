import jgf.Kernel;
import mpi.MPI;

/** Runs one JGF kernel (args: name size-index warmCalls) after warmCalls rounds of common collective calls. */
public class WarmRun {
    public static void main(String[] a) throws Exception {
        String[] args = MPI.Init(a);
        int np = MPI.COMM_WORLD.Size(), rank = MPI.COMM_WORLD.Rank();
        int size = Integer.parseInt(args[1]), warm = Integer.parseInt(args[2]);
        long t0 = System.nanoTime();
        double[] big = new double[2048], one = new double[1], col = new double[501];
        int[] i1 = new int[1];
        for (int r = 0; r < warm; r++) {
            MPI.COMM_WORLD.Allreduce(big, 0, big, 0, big.length, MPI.DOUBLE, MPI.SUM);
            MPI.COMM_WORLD.Allreduce(one, 0, one, 0, 1, MPI.DOUBLE, MPI.SUM);
            MPI.COMM_WORLD.Allreduce(i1, 0, i1, 0, 1, MPI.INT, MPI.SUM);
            MPI.COMM_WORLD.Bcast(col, 0, col.length, MPI.DOUBLE, r % np);
            MPI.COMM_WORLD.Barrier();
        }
        long t1 = System.nanoTime();
        Kernel k = switch (args[0]) {
            case "MolDyn" -> new jgf.section3.MolDyn(np, rank);
            case "LUFact" -> new jgf.section2.LUFact(np, rank);
            case "SparseMatmult" -> new jgf.section2.SparseMatmult(np, rank);
            default -> throw new IllegalArgumentException(args[0]);
        };
        k.run(size);
        if (rank == 0) System.out.printf("warm-up %.1f ms%n", (t1 - t0) / 1e6);
        MPI.Finalize();
    }
}
