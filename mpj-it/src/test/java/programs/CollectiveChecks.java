package programs;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;
import mpi.User_function;

/**
 * Every collective once, checked against the value each rank can compute itself; prints
 * "collectives ok p=N" on rank 0, or exits 1 naming the first wrong result.
 */
public final class CollectiveChecks {
    private CollectiveChecks() {}

    static void check(boolean ok, String what) {
        if (!ok) {
            System.err.println("rank " + rank + ": wrong result of " + what);
            System.exit(1);
        }
    }

    static int rank;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        rank = w.Rank();
        int p = w.Size();
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        w.Barrier();
        double[] b = new double[n];
        if (rank == p - 1) for (int i = 0; i < n; i++) b[i] = i * 0.25;
        w.Bcast(b, 0, n, MPI.DOUBLE, p - 1);
        check(b[n - 1] == (n - 1) * 0.25, "Bcast");
        double[] sum = new double[n];
        double[] mine = new double[n];
        for (int i = 0; i < n; i++) mine[i] = rank + i;
        w.Allreduce(mine, 0, sum, 0, n, MPI.DOUBLE, MPI.SUM);
        check(sum[n - 1] == p * (p - 1) / 2.0 + p * (n - 1.0), "Allreduce");
        w.Reduce(mine, 0, sum, 0, n, MPI.DOUBLE, MPI.MAX, 0);
        if (rank == 0) check(sum[0] == p - 1, "Reduce MAX");
        long[] g = new long[p * 2];
        w.Allgather(new long[] {rank, -rank}, 0, 2, MPI.LONG, g, 0, 2, MPI.LONG);
        for (int r = 0; r < p; r++) check(g[2 * r] == r && g[2 * r + 1] == -r, "Allgather");
        long[] at0 = new long[p * 2];
        w.Gather(new long[] {rank, 7}, 0, 2, MPI.LONG, at0, 0, 2, MPI.LONG, 0);
        if (rank == 0) for (int r = 0; r < p; r++) check(at0[2 * r] == r, "Gather");
        long[] piece = new long[2];
        w.Scatter(g, 0, 2, MPI.LONG, piece, 0, 2, MPI.LONG, 0);
        check(piece[0] == rank && piece[1] == -rank, "Scatter");
        int[] a2a = new int[p];
        int[] out = new int[p];
        for (int r = 0; r < p; r++) a2a[r] = rank * 100 + r;
        w.Alltoall(a2a, 0, 1, MPI.INT, out, 0, 1, MPI.INT);
        for (int r = 0; r < p; r++) check(out[r] == r * 100 + rank, "Alltoall");
        int[] counts = new int[p];
        java.util.Arrays.fill(counts, 1);
        int[] rs = new int[1];
        w.Reduce_scatter(a2a, 0, rs, 0, counts, MPI.INT, MPI.SUM);
        check(rs[0] == 100 * p * (p - 1) / 2 + p * rank, "Reduce_scatter");
        int[] scan = new int[1];
        w.Scan(new int[] {rank + 1}, 0, scan, 0, 1, MPI.INT, MPI.SUM);
        check(scan[0] == (rank + 1) * (rank + 2) / 2, "Scan");
        Op first = new Op(new User_function() {
            @Override
            public void Call(Object in, int io, Object inout, int ioo, int count, Datatype type) {
                for (int i = 0; i < count; i++) ((int[]) inout)[ioo + i] = ((int[]) in)[io + i];
            }
        }, false);
        int[] f = {rank + 5};
        w.Allreduce(f, 0, f, 0, 1, MPI.INT, first);
        check(f[0] == 5, "Allreduce with a non-commutative user op (rank 0's value must win)");
        if (rank == 0) System.out.println("collectives ok p=" + p + " n=" + n);
        MPI.Finalize();
    }
}
