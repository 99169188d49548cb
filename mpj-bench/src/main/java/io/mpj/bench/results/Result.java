package io.mpj.bench.results;

/**
 * One row of the suite's CSV: one (library, device, test, p, bytes). Times in microseconds (one way
 * for PingPong), {@code mbps} in MB/s (10^6 bytes per second).
 */
public record Result(String library, String device, String test, String method, int p, long bytes, int reps,
                     double minUs, double medianUs, double meanUs, double maxUs, double reportedUs, double mbps) {

    /** The line a result belongs to in tables and plots: library and device. */
    public String series() {
        return library + "/" + device;
    }

    /** The same measurement under another device label. */
    public Result withDevice(String label) {
        return new Result(library, label, test, method, p, bytes, reps, minUs, medianUs, meanUs, maxUs, reportedUs, mbps);
    }

    /** The same measurement reporting {@code us} instead (and the bandwidth that follows from it). */
    public Result reporting(double us) {
        return new Result(library, device, test, method, p, bytes, reps, minUs, medianUs, meanUs, maxUs, us, bytes == 0 || us <= 0 ? 0 : bytes / us);
    }
}
