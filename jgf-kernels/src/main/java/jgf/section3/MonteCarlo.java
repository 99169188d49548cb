package jgf.section3;

import jgf.Application;
import jgf.Block;
import mpi.MPI;
import mpi.MPIException;

import java.util.Random;
import java.util.Vector;

/**
 * JGF MonteCarlo: price paths simulated from the rate file's drift and volatility, one task per
 * path, tasks in blocks over the ranks; each rank sends rank 0 its results (path included) as a
 * {@code java.util.Vector} in a one-element {@code Object[]}, as the original does. Rank 0 validates
 * the mean expected return rate over all tasks.
 */
public final class MonteCarlo extends Application {
    private static final int[] RUNS = {10_000, 60_000};
    static final double[] REF = {-0.0333976656762814, -0.03215796752868655};
    static final int STEPS = 1000;
    static final double START_PRICE = 100.0;

    private int runs;
    private Block block;
    private PathEstimate market;
    private double expectedReturnRate;

    public MonteCarlo(int nprocs, int rank) {
        super(nprocs, rank, "MonteCarlo", "Samples");
    }

    @Override
    protected void setsize(int size) {
        runs = RUNS[size];
    }

    @Override
    protected void initialise() {
        block = new Block("MonteCarlo", runs, 1, nprocs, rank);
        market = PathEstimate.of(RateFile.prices());
    }

    /** Task t: a path from {@code Random(11 t)} under the market's drift and volatility, and its estimate. */
    static PathResult task(int t, PathEstimate market) {
        double dt = PathEstimate.DT;
        double mean = (market.expectedReturnRate() - 0.5 * market.volatility() * market.volatility()) * dt;
        double sd = market.volatility() * Math.sqrt(dt);
        Random random = new Random((long) t * 11);
        double[] fluctuation = new double[STEPS];
        for (int i = 0; i < STEPS; i++) fluctuation[i] = mean + sd * random.nextGaussian();
        double[] path = new double[STEPS];
        path[0] = START_PRICE;
        for (int i = 1; i < STEPS; i++) path[i] = path[i - 1] * StrictMath.exp(fluctuation[i]);
        PathEstimate e = PathEstimate.of(path);
        return new PathResult("Result of task with Id=" + t, e.expectedReturnRate(), e.volatility(), e.volatility2(),
                path[STEPS - 1], path);
    }

    @Override
    protected void kernel() throws MPIException {
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) timer.start();
        Vector<PathResult> results = new Vector<>(rank == 0 ? runs : block.mine);
        for (int t = rank * block.p; t < rank * block.p + block.mine; t++) results.add(task(t, market));
        if (rank == 0) {
            Object[] received = new Object[1];
            for (int k = 1; k < nprocs; k++) {
                MPI.COMM_WORLD.Recv(received, 0, 1, MPI.OBJECT, k, k);
                @SuppressWarnings("unchecked") Vector<PathResult> theirs = (Vector<PathResult>) received[0];
                results.addAll(theirs);
            }
        } else {
            MPI.COMM_WORLD.Send(new Object[] {results}, 0, 1, MPI.OBJECT, 0, rank);
        }
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) {
            timer.stop();
            double sum = 0.0;
            for (PathResult r : results) sum += r.expectedReturnRate();
            expectedReturnRate = sum / runs;
        }
    }

    @Override
    protected boolean validate() {
        if (rank != 0) return true;
        return withinReference(" expectedReturnRate= ", expectedReturnRate, REF[size], size);
    }

    @Override
    protected double ops() {
        return runs;
    }
}
