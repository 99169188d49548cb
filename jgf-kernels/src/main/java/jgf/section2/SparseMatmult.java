package jgf.section2;

import jgf.Block;
import jgf.Kernel;
import mpi.MPI;
import mpi.MPIException;

import java.util.Random;

/**
 * JGF SparseMatmult: y += A x, 200 times, for a random sparse A whose nonzeros are dealt to the ranks
 * in blocks; each iteration all-reduces the partial y.
 */
public final class SparseMatmult extends Kernel {
    private static final int[] ROWS = {50_000, 100_000, 500_000};
    private static final int[] NONZEROS = {250_000, 500_000, 2_500_000};
    static final double[] REF = {75.02484945753453, 150.0130719633895, 749.5245870753752};
    static final int ITERATIONS = 200;

    private final Random random = new Random(10101010);
    private int m;
    private int nz;
    private Block block;
    private double[] x;
    private double[] y;
    private double[] partial;
    private int[] row;
    private int[] col;
    private double[] val;
    private int[] allRows;
    private double ytotal;

    public SparseMatmult(int nprocs, int rank) {
        super(nprocs, rank, "Section2:SparseMatmult:Kernel", "Iterations");
    }

    @Override
    protected void setsize(int size) {
        m = ROWS[size];
        nz = NONZEROS[size];
    }

    /** Draws entries from..to-1 in the benchmark's order: row, column, value per entry. */
    static void draw(Random r, int m, int n, int[] rows, int[] cols, double[] vals, int from, int to) {
        for (int e = from; e < to; e++) {
            rows[e] = Math.abs(r.nextInt()) % m;
            cols[e] = Math.abs(r.nextInt()) % n;
            vals[e] = r.nextDouble();
        }
    }

    static double[] randomVector(Random r, int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) v[i] = r.nextDouble() * 1e-6;
        return v;
    }

    @Override
    protected void initialise() throws MPIException {
        block = new Block("SparseMatmult", nz, 1, nprocs, rank);
        x = randomVector(random, m);
        y = new double[m];
        partial = new double[m];
        row = new int[block.mine];
        col = new int[block.mine];
        val = new double[block.mine];
        if (rank == 0) {
            allRows = new int[nz];
            int[] allCols = new int[nz];
            double[] allVals = new double[nz];
            for (int k = 0; k < nprocs; k++) {
                int from = k * block.p;
                int count = block.count(k, nprocs);
                draw(random, m, m, allRows, allCols, allVals, from, from + count);
                if (k == 0) {
                    System.arraycopy(allRows, 0, row, 0, count);
                    System.arraycopy(allCols, 0, col, 0, count);
                    System.arraycopy(allVals, 0, val, 0, count);
                } else {
                    MPI.COMM_WORLD.Ssend(allRows, from, count, MPI.INT, k, 1);
                    MPI.COMM_WORLD.Ssend(allCols, from, count, MPI.INT, k, 2);
                    MPI.COMM_WORLD.Ssend(allVals, from, count, MPI.DOUBLE, k, 3);
                }
            }
        } else {
            MPI.COMM_WORLD.Recv(row, 0, block.mine, MPI.INT, 0, 1);
            MPI.COMM_WORLD.Recv(col, 0, block.mine, MPI.INT, 0, 2);
            MPI.COMM_WORLD.Recv(val, 0, block.mine, MPI.DOUBLE, 0, 3);
        }
    }

    @Override
    protected void kernel() throws MPIException {
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) timer.start();
        for (int it = 0; it < ITERATIONS; it++) {
            for (int e = 0; e < row.length; e++) partial[row[e]] += x[col[e]] * val[e];
            MPI.COMM_WORLD.Allreduce(partial, 0, y, 0, m, MPI.DOUBLE, MPI.SUM);
        }
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) {
            timer.stop();
            ytotal = 0.0;
            for (int e = 0; e < nz; e++) ytotal += y[allRows[e]];
        }
    }

    @Override
    protected boolean validate() {
        if (rank != 0) return true;
        return withinReference("ytotal = ", ytotal, REF[size], size);
    }

    @Override
    protected double ops() {
        return ITERATIONS;
    }
}
