package jgf.section3;

import jgf.Application;
import mpi.MPI;
import mpi.MPIException;

/**
 * JGF MolDyn: 50 moves of a Lennard-Jones system, replicated on every rank. Rank r computes the forces
 * of outer particles r, r + P, ...; an Allreduce of the force arrays (send buffer = receive buffer, as
 * the original), the potential energy, the virial and the move's pair count gives every rank the same
 * state. Every rank validates the final kinetic energy. Unlike the original, which re-adds the reduced
 * count every move, the pair count (the Run timer's operations) is the true one for any P.
 */
public final class MolDyn extends Application {
    private static final int[] MM = {8, 13};
    static final double[] REF = {1731.4306625334357, 7397.392307839352};
    /**
     * For P > 1, relative: each rank sums its own share of every particle's force and the Allreduce
     * adds the shares in an order MPI leaves to the library, so the energy can end a few ulps from the
     * one-process reference (1.4e-12 at P = 4 and 8, 1.8e-12 at P = 6, on ours and Open MPI), beyond
     * the original's absolute 1e-12 (4 ulps at size A). A lost or wrong force moves it by far more.
     */
    static final double PARALLEL_TOLERANCE = 1.0e-14;
    static final int MOVES = 50;
    private static final int RESCALE_EVERY = 10;
    private static final int RESCALE_UNTIL = 19;
    private static final int PRINT_EVERY = 10;

    /** How the ranks' partial forces, energies and pair count become everyone's. */
    interface Reduction {
        int sum(Particles p, double[] energy, int interactions) throws MPIException;
    }

    private Particles particles;
    private long interactions;
    private double ek;

    public MolDyn(int nprocs, int rank) {
        super(nprocs, rank, "MolDyn", "Interactions");
    }

    @Override
    protected void initialise() {
        particles = new Particles(MM[size]);
    }

    @Override
    protected void kernel() throws MPIException {
        long[] pairs = new long[1];
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) timer.start();
        ek = simulate(particles, rank, nprocs, MolDyn::allreduce, pairs);
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) timer.stop();
        interactions = pairs[0];
    }

    private static int allreduce(Particles p, double[] energy, int interactions) throws MPIException {
        int n = p.n;
        MPI.COMM_WORLD.Allreduce(p.fx, 0, p.fx, 0, n, MPI.DOUBLE, MPI.SUM);
        MPI.COMM_WORLD.Allreduce(p.fy, 0, p.fy, 0, n, MPI.DOUBLE, MPI.SUM);
        MPI.COMM_WORLD.Allreduce(p.fz, 0, p.fz, 0, n, MPI.DOUBLE, MPI.SUM);
        MPI.COMM_WORLD.Allreduce(energy, 0, energy, 0, 1, MPI.DOUBLE, MPI.SUM);
        MPI.COMM_WORLD.Allreduce(energy, 1, energy, 1, 1, MPI.DOUBLE, MPI.SUM);
        int[] count = {interactions};
        MPI.COMM_WORLD.Allreduce(count, 0, count, 0, 1, MPI.INT, MPI.SUM);
        return count[0];
    }

    /**
     * The 50 moves, this rank computing the forces of outer particles first, first + stride, ...;
     * returns the kinetic energy of the last printed move; adds the pairs that interacted to pairs[0].
     */
    static double simulate(Particles p, int first, int stride, Reduction reduction, long[] pairs) throws MPIException {
        double hsq = Particles.H * Particles.H;
        double hsq2 = hsq * 0.5;
        double[] energy = new double[2];
        double ek = 0.0;
        for (int move = 0; move < MOVES; move++) {
            p.move();
            energy[0] = 0.0;
            energy[1] = 0.0;
            int local = p.forces(first, stride, energy);
            pairs[0] += reduction.sum(p, energy, local);
            double ekin = p.accelerate(hsq2) / hsq;
            if (move < RESCALE_UNTIL && (move + 1) % RESCALE_EVERY == 0) {
                p.scaleVelocities(Math.sqrt(Particles.TREF / (p.tscale * ekin)));
                ekin = Particles.TREF / p.tscale;
            }
            if ((move + 1) % PRINT_EVERY == 0) ek = 24.0 * ekin;
        }
        return ek;
    }

    @Override
    protected boolean validate() {
        return withinReference("Kinetic Energy = ", ek, REF[size], size, nprocs == 1 ? 1.0e-12 : PARALLEL_TOLERANCE * REF[size]);
    }

    @Override
    protected void tidyup() {
        particles = null;
    }

    @Override
    protected double ops() {
        return interactions;
    }
}
