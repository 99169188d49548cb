package jgf.section2;

import jgf.Block;
import jgf.Kernel;
import mpi.MPI;
import mpi.MPIException;

import java.util.Random;

/** JGF SOR: 100 red-black iterations on an n x n grid, row blocks per rank with one halo row each side. */
public final class Sor extends Kernel {
    private static final int[] SIZES = {1000, 1500, 2000};
    static final double[] REF = {0.498574406322512, 1.1234778980135105, 1.9954895063582696};
    static final int ITERATIONS = 100;

    private final Random random = new Random(10101010);
    private int n;
    private Block block;
    private double[][] grid;
    private double[][] local;
    private double gtotal;

    public Sor(int nprocs, int rank) {
        super(nprocs, rank, "Section2:SOR:Kernel", "Iterations");
    }

    @Override
    protected void setsize(int size) {
        n = SIZES[size];
    }

    /** The benchmark's grid: random values times 1e-6, row-major from seed 10101010. */
    static double[][] randomGrid(Random r, int n) {
        double[][] g = new double[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) g[i][j] = r.nextDouble() * 1e-6;
        return g;
    }

    @Override
    protected void initialise() throws MPIException {
        block = new Block("SOR", n, 2, nprocs, rank);
        if (rank == 0) grid = randomGrid(random, n);
        int cnt = block.mine;
        local = new double[cnt + 2][n];
        if (rank == 0) {
            int rows = nprocs == 1 ? cnt : cnt + 1;
            for (int i = 0; i < rows; i++) local[i + 1] = grid[i].clone();
            for (int k = 1; k < nprocs; k++) {
                int count = k == nprocs - 1 ? block.rem + 1 : block.p + 2;
                MPI.COMM_WORLD.Send(grid, k * block.p - 1, count, MPI.OBJECT, k, k);
            }
        } else {
            MPI.COMM_WORLD.Recv(local, 0, cnt + 2, MPI.OBJECT, 0, rank);
        }
        MPI.COMM_WORLD.Barrier();
    }

    @Override
    protected void kernel() throws MPIException {
        int cnt = block.mine;
        int first = rank * block.p;
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) timer.start();
        for (int pass = 0; pass < 2 * ITERATIONS; pass++) {
            RedBlack.halfSweep(local, cnt, first, n, pass % 2);
            if (rank != nprocs - 1) {
                MPI.COMM_WORLD.Sendrecv(local[cnt], 0, n, MPI.DOUBLE, rank + 1, 1, local[cnt + 1], 0, n, MPI.DOUBLE, rank + 1, 2);
            }
            if (rank != 0) {
                MPI.COMM_WORLD.Sendrecv(local[1], 0, n, MPI.DOUBLE, rank - 1, 2, local[0], 0, n, MPI.DOUBLE, rank - 1, 1);
            }
        }
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) {
            for (int i = 0; i < cnt; i++) grid[i] = local[i + 1];
            for (int k = 1; k < nprocs; k++) {
                MPI.COMM_WORLD.Recv(grid, k * block.p, block.count(k, nprocs), MPI.OBJECT, k, k);
            }
        } else {
            MPI.COMM_WORLD.Ssend(local, 1, cnt, MPI.OBJECT, 0, rank);
        }
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) {
            timer.stop();
            gtotal = RedBlack.interiorSum(grid, n);
        }
    }

    @Override
    protected boolean validate() {
        if (rank != 0) return true;
        return withinReference("Gtotal = ", gtotal, REF[size], size);
    }

    @Override
    protected double ops() {
        return ITERATIONS;
    }
}
