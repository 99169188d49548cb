import jgf.section2.Linpack;
import mpi.MPI;

import java.util.Arrays;

/** LUFact A's kernel with its phases timed: factorisation (per 100 iterations) and the final gather. Rank 0 prints. */
public class LuPhases {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank(), np = MPI.COMM_WORLD.Size();
        int n = Integer.getInteger("n", 500);
        int reps = Integer.getInteger("reps", 3);
        for (int rep = 0; rep < reps; rep++) {
            int[] owner = new int[n], slot = new int[n], ipvt = new int[n];
            double[][] a = null; double[] b = null;
            if (rank == 0) { a = new double[n][n + 1]; b = new double[n]; Linpack.matgen(a, n, b); }
            for (int j = 0; j < n; j++) { owner[j] = j % np; slot[j] = j / np; }
            double[][] mine = new double[(n + np - 1) / np][];
            int owned = 0;
            for (int j = 0; j < n; j++) if (owner[j] == rank) owned++;
            for (int i = 0; i < mine.length; i++) { mine[i] = new double[n + 1]; Arrays.fill(mine[i], -9.0); }
            if (rank == 0) {
                for (int j = 0; j < n; j++) if (owner[j] == 0) mine[slot[j]] = a[j].clone(); else MPI.COMM_WORLD.Send(a, j, 1, MPI.OBJECT, owner[j], 10);
            } else for (int i = 0; i < owned; i++) MPI.COMM_WORLD.Recv(mine, i, 1, MPI.OBJECT, 0, 10);
            MPI.COMM_WORLD.Barrier();
            long t0 = System.nanoTime();
            long[] marks = new long[6]; long bcast = 0, wait = 0; long worst = 0; int worstK = -1; long[] itT = new long[n];
            double[] pivcol = new double[n + 1]; int[] l = new int[1];
            for (int k = 0; k < n - 1; k++) {
                if (k % 100 == 0) marks[k / 100] = System.nanoTime();
                if (owner[k] == rank) {
                    double[] col = mine[slot[k]];
                    l[0] = Linpack.pivot(col, n, k);
                    if (col[l[0]] != 0) System.arraycopy(col, 0, pivcol, 0, n + 1);
                }
                long s = System.nanoTime();
                MPI.COMM_WORLD.Bcast(pivcol, 0, n + 1, MPI.DOUBLE, owner[k]);
                MPI.COMM_WORLD.Bcast(l, 0, 1, MPI.INT, owner[k]);
                long e = System.nanoTime();
                bcast += e - s; if (owner[k] != rank) wait += e - s; if (e - s > worst) { worst = e - s; worstK = k; } itT[k] = e - s;
                if (pivcol[k] != 0) { ipvt[k] = l[0]; for (int j = k + 1; j < n; j++) if (owner[j] == rank) Linpack.eliminate(pivcol, mine[slot[j]], n, k, l[0]); }
            }
            long t1 = System.nanoTime();
            if (rank == 0) {
                for (int j = 0; j < n; j++) if (owner[j] == 0) a[j] = mine[slot[j]]; else MPI.COMM_WORLD.Recv(a, j, 1, MPI.OBJECT, owner[j], 10);
                ipvt[n - 1] = n - 1; Linpack.dgesl(a, n, ipvt, b);
            } else for (int i = 0; i < owned; i++) MPI.COMM_WORLD.Send(mine, i, 1, MPI.OBJECT, 0, 10);
            long t2 = System.nanoTime();
            MPI.COMM_WORLD.Barrier();
            long t3 = System.nanoTime();
            if (rank == 0) {
                StringBuilder sb = new StringBuilder();
                for (int i = 1; i < 5; i++) sb.append(String.format(" %.1f", (marks[i] - marks[i - 1]) / 1e6));
                int over = 0; for (long v : itT) if (v > 200_000) over++; System.out.printf("worst bcast %.2f ms at k=%d, %d over 0.2 ms; ", worst / 1e6, worstK, over); System.out.printf("rep %d total %.1f ms: factor %.1f (per 100 its:%s) bcast %.1f (waiting as non-owner %.1f) gather+solve %.1f final barrier %.1f%n",
                        rep, (t3 - t0) / 1e6, (t1 - t0) / 1e6, sb, bcast / 1e6, wait / 1e6, (t2 - t1) / 1e6, (t3 - t2) / 1e6);
            }
        }
        MPI.Finalize();
    }
}
