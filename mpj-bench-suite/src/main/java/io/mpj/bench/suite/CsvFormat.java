package io.mpj.bench.suite;

import java.util.Locale;

/**
 * The suite's CSV, one row per (library, device, test, p, bytes); the C twin writes the same. With
 * --variants and --samples, a second CSV has every timed call (maximum over ranks) in round order.
 */
final class CsvFormat {
    static final String HEADER =
            "library,device,test,method,p,bytes,reps,min_us,median_us,mean_us,max_us,reported_us,mbps,check";

    static final String SAMPLES_HEADER = "library,device,test,p,bytes,round,us";

    private CsvFormat() {
    }

    /**
     * mbps is bytes per reported microsecond, i.e. MB/s with 1 MB = 10^6 bytes; 0 for 0 bytes.
     * {@code check} is the result check's verdict: ok, wrong, or - (nothing to compare).
     */
    static String row(String library, String device, String test, Method method, int p, int bytes, Summary s, String check) {
        double mbps = bytes == 0 || s.reported() <= 0 ? 0 : bytes / s.reported();
        return String.format(Locale.ROOT, "%s,%s,%s,%s,%d,%d,%d,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%s",
                library, device, test, method.label(), p, bytes, s.reps(), s.min(), s.median(), s.mean(),
                s.max(), s.reported(), mbps, check);
    }

    /** One timed call of an interleaved run: round r of every variant ran within the same moments. */
    static String sample(String library, String device, String test, int p, int bytes, int round, double us) {
        return String.format(Locale.ROOT, "%s,%s,%s,%d,%d,%d,%.3f\n", library, device, test, p, bytes, round, us);
    }
}
