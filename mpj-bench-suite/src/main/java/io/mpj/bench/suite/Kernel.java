package io.mpj.bench.suite;

import mpi.MPIException;

/** One timed operation of a test at one message size, as every rank executes it. */
interface Kernel {
    /** Executes the operation once; {@code iteration} lets tests vary partners deterministically. */
    void run(int iteration) throws MPIException;

    /** Factor from the measured time to the reported one: 0.5 turns a round trip into one way. */
    default double scale() {
        return 1.0;
    }

    /** Collectives are separated by a Barrier in the avg method; point-to-point loops are not. */
    default boolean collective() {
        return true;
    }

    /** This rank's buffers as the result check fills and compares them (the same on every call). */
    default Contents contents() {
        return Contents.NONE;
    }
}
