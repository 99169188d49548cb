package cgm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * C = A x B by column blocks of B circulating around the ranks in p supersteps: rank r holds the
 * row block r of A and starts with the column block r of B; in each superstep it computes the
 * block of C where its rows meet the columns it holds, then passes those columns to rank r - 1 and
 * receives the next from rank r + 1. Rank r ends with the row block r of C.
 */
final class MatMul {
    private MatMul() {}

    /**
     * {@code a}: this rank's rows of A (row-major, rows x n); {@code bCols}: its columns of B
     * (column-major: column j at j * n). Returns this rank's rows of C (row-major, rows x n).
     */
    static double[] multiply(Intracomm comm, Block block, double[] a, double[] bCols) throws MPIException {
        int p = comm.Size(), me = comm.Rank(), n = (int) block.n(), rows = block.size(me);
        double[] c = new double[rows * n];
        int widest = block.size(0);
        double[] held = new double[widest * n], next = new double[widest * n];
        System.arraycopy(bCols, 0, held, 0, bCols.length);
        int owner = me; // whose columns are held
        for (int step = 0; step < p; step++) {
            int cols = block.size(owner), first = (int) block.lo(owner);
            for (int i = 0; i < rows; i++) {
                for (int j = 0; j < cols; j++) {
                    double sum = 0;
                    for (int k = 0, ai = i * n, bj = j * n; k < n; k++) sum += a[ai + k] * held[bj + k];
                    c[i * n + first + j] = sum;
                }
            }
            if (step == p - 1) break;
            int from = (owner + 1) % p;
            comm.Sendrecv(held, 0, cols * n, MPI.DOUBLE, (me - 1 + p) % p, 7, next, 0, block.size(from) * n, MPI.DOUBLE, (me + 1) % p, 7);
            double[] t = held;
            held = next;
            next = t;
            owner = from;
        }
        return c;
    }
}
