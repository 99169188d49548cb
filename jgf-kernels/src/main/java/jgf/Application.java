package jgf;

import mpi.MPIException;

/**
 * A JGF Section 3 application: the kernel's timer is {@code Section3:<App>:Run}; a second timer,
 * {@code Section3:<App>:Total} (unit Solutions, one operation), spans initialise, run, validate and
 * tidyup. Rank 0 prints the timers before Run (RayTracer's Init), then Run, then Total.
 */
public abstract class Application extends Kernel {
    private final Timer total;

    protected Application(int nprocs, int rank, String app, String runUnit) {
        super(nprocs, rank, "Section3:" + app + ":Run", runUnit);
        total = new Timer("Section3:" + app + ":Total", "Solutions");
    }

    @Override
    public int sizes() {
        return 2;
    }

    /** Timers printed before Run, with their op counts (none by default). */
    protected String earlierTimers(String size) {
        return null;
    }

    @Override
    public boolean run(int size) throws MPIException {
        prepare(size);
        if (rank == 0) total.start();
        initialise();
        kernel();
        boolean ok = validate();
        tidyup();
        if (rank == 0) {
            total.stop();
            String letter = Sizes.letter(size);
            String earlier = earlierTimers(letter);
            if (earlier != null) System.out.println(earlier);
            System.out.println(timer.result(letter, ops()));
            System.out.println(total.result(letter, 1));
        }
        return ok;
    }
}
