package jgf.section2;

import jgf.Block;
import jgf.Kernel;
import mpi.MPI;
import mpi.MPIException;

/** JGF Series: the first n Fourier coefficient pairs of (x+1)^x on [0, 2], a block of them per rank. */
public final class Series extends Kernel {
    private static final int[] SIZES = {10_000, 100_000, 1_000_000};
    /** {A[i], B[i]} for i = 0..3, the same at every size. */
    static final double[][] REF = {
        {2.8729524964837996, 0.0}, {1.1161046676147888, -1.8819691893398025},
        {0.34429060398168704, -1.1645642623320958}, {0.15238898702519288, -0.8143461113044298}};

    private int n;
    private Block block;
    private double[] localA;
    private double[] localB;
    private double[][] coef;

    public Series(int nprocs, int rank) {
        super(nprocs, rank, "Section2:Series:Kernel", "coefficients");
    }

    @Override
    protected void setsize(int size) {
        n = SIZES[size];
    }

    @Override
    protected void initialise() {
        block = new Block("Series", n, 1, nprocs, rank);
        localA = new double[block.mine];
        localB = new double[block.mine];
        if (rank == 0) coef = new double[2][n];
    }

    @Override
    protected void kernel() throws MPIException {
        if (rank == 0) {
            timer.start(); // the original starts without a barrier
            localA[0] = Trapezoid.a0();
        }
        for (int j = rank == 0 ? 1 : 0; j < block.mine; j++) {
            double w = Trapezoid.OMEGA * ((double) j + block.p * rank);
            localA[j] = Trapezoid.integrate(1, w);
            localB[j] = Trapezoid.integrate(2, w);
        }
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) {
            System.arraycopy(localA, 0, coef[0], 0, block.mine);
            System.arraycopy(localB, 0, coef[1], 0, block.mine);
            double[] scratch = new double[block.p];
            for (int r = 1; r < nprocs; r++) {
                int len = block.count(r, nprocs);
                MPI.COMM_WORLD.Recv(scratch, 0, block.p, MPI.DOUBLE, r, r);
                System.arraycopy(scratch, 0, coef[0], block.p * r, len);
                MPI.COMM_WORLD.Recv(scratch, 0, block.p, MPI.DOUBLE, r, r + nprocs);
                System.arraycopy(scratch, 0, coef[1], block.p * r, len);
            }
        } else {
            MPI.COMM_WORLD.Ssend(localA, 0, block.mine, MPI.DOUBLE, 0, rank);
            MPI.COMM_WORLD.Ssend(localB, 0, block.mine, MPI.DOUBLE, 0, rank + nprocs);
        }
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) timer.stop();
    }

    @Override
    protected boolean validate() {
        if (rank != 0) return true;
        boolean ok = true;
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 2; j++) {
                double v = coef[j][i];
                if (Math.abs(v - REF[i][j]) > 1.0e-12 || Double.isNaN(v)) {
                    System.out.println("Validation failed for coefficient " + j + "," + i);
                    System.out.println("Computed value = " + v);
                    System.out.println("Reference value = " + REF[i][j]);
                    ok = false;
                }
            }
        }
        return ok;
    }

    @Override
    protected double ops() {
        return 2 * n - 1;
    }
}
