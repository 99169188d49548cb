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
}
