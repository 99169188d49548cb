package jgf;

import mpi.MPIException;

import java.util.List;

/**
 * One JGF kernel's life cycle: setsize, initialise, kernel (timed inside, on rank 0), validate,
 * tidyup; rank 0 then prints the result line. Results are instance fields, so a kernel can run
 * again in the same JVM (the original's static results could not).
 */
public abstract class Kernel {
    protected final int nprocs;
    protected final int rank;
    protected final Timer timer;
    /** The size being run: 0, 1, 2 for A, B, C. */
    protected int size;

    protected Kernel(int nprocs, int rank, String timerName, String unit) {
        this.nprocs = nprocs;
        this.rank = rank;
        this.timer = new Timer(timerName, unit);
    }

    /** Sets what depends on the size ({@link #size} is set already). */
    protected void setsize(int size) {}

    /** Throws IllegalArgumentException for a process count the decomposition cannot serve. */
    protected abstract void initialise() throws MPIException;

    protected abstract void kernel() throws MPIException;

    /** Rank 0 checks the result, printing what failed; true if valid (other ranks: true). */
    protected abstract boolean validate();

    protected void tidyup() {}

    /**
     * The originals' check of one result: within 1e-12 of the reference (NaN fails); otherwise prints
     * {@code Validation failed} and {@code <label><value>  <deviation>  <size index>} as they do.
     */
    protected static boolean withinReference(String label, double value, double reference, int size) {
        return withinReference(label, value, reference, size, 1.0e-12);
    }

    protected static boolean withinReference(String label, double value, double reference, int size, double tolerance) {
        double dev = Math.abs(value - reference);
        if (dev > tolerance || Double.isNaN(dev)) {
            System.out.println("Validation failed");
            System.out.println(label + value + "  " + dev + "  " + size);
            return false;
        }
        return true;
    }

    /** What the timer's rate divides: the kernel's operation count. */
    protected abstract double ops();

    /** How many sizes the kernel has: 3 (A, B, C) unless it says otherwise. */
    public int sizes() {
        return 3;
    }

    /** Throws IllegalArgumentException for a size the kernel does not have. */
    final void checkSize(int size) {
        if (size < 0 || size >= sizes()) {
            throw new IllegalArgumentException(getClass().getSimpleName() + " has sizes A to " + Sizes.letter(sizes() - 1)
                    + ", not " + Sizes.letter(size));
        }
    }

    /** Runs the kernel at size 0/1/2 (A/B/C); returns whether it validated. */
    public final boolean run(int size) throws MPIException {
        checkSize(size);
        this.size = size;
        setsize(size);
        if (rank == 0) started();
        initialise();
        kernel();
        boolean ok = validate();
        tidyup();
        if (rank == 0) for (String line : resultLines(Sizes.letter(size))) System.out.println(line);
        return ok;
    }

    /** Rank 0, before initialise: where a timer spanning the whole life cycle starts. */
    protected void started() {}

    /** Rank 0, after tidyup: the result lines to print, the kernel's timer by default. */
    protected List<String> resultLines(String size) {
        return List.of(timer.result(size, ops()));
    }
}
