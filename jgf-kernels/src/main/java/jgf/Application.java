package jgf;

import java.util.ArrayList;
import java.util.List;

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
    protected List<String> earlierTimers(String size) {
        return List.of();
    }

    @Override
    protected void started() {
        total.start();
    }

    @Override
    protected List<String> resultLines(String size) {
        total.stop();
        List<String> lines = new ArrayList<>(earlierTimers(size));
        lines.add(timer.result(size, ops()));
        lines.add(total.result(size, 1));
        return lines;
    }
}
