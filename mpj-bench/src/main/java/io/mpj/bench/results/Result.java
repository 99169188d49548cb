package io.mpj.bench.results;

/**
 * One row of the suite's CSV: one (library, device, test, p, bytes). Times in microseconds (one way
 * for PingPong), {@code mbps} in MB/s (10^6 bytes per second); {@code check} the result check's
 * verdict: {@value #OK}, {@value #WRONG}, or {@value #UNCHECKED} (nothing to compare, or a CSV from
 * before the check).
 */
public record Result(String library, String device, String test, String method, int p, long bytes, int reps,
                     double minUs, double medianUs, double meanUs, double maxUs, double reportedUs, double mbps, String check) {
    public static final String OK = "ok", WRONG = "wrong", UNCHECKED = "-";

    public Result {
        if (check == null) check = UNCHECKED; // model.json files from before the check
        if (!check.equals(OK) && !check.equals(WRONG) && !check.equals(UNCHECKED))
            throw new IllegalArgumentException("check is '" + check + "', expected ok, wrong or -");
    }

    /** Whether the library returned wrong data in the suite's check of this row. */
    public boolean wrong() {
        return check.equals(WRONG);
    }

    /** The line a result belongs to in tables and plots: library and device. */
    public String series() {
        return library + "/" + device;
    }

    /** The same measurement under another device label. */
    public Result withDevice(String label) {
        return new Result(library, label, test, method, p, bytes, reps, minUs, medianUs, meanUs, maxUs, reportedUs, mbps, check);
    }

    /** The same measurement with another verdict of the result check. */
    public Result withCheck(String verdict) {
        return new Result(library, device, test, method, p, bytes, reps, minUs, medianUs, meanUs, maxUs, reportedUs, mbps, verdict);
    }

    /** The same measurement reporting {@code us} instead (and the bandwidth that follows from it). */
    public Result reporting(double us) {
        return new Result(library, device, test, method, p, bytes, reps, minUs, medianUs, meanUs, maxUs, us, bytes == 0 || us <= 0 ? 0 : bytes / us, check);
    }
}
