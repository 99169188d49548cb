package io.mpj.bench.suite;

import java.util.Arrays;

/** The statistics of the three timing methods, on per-trial times already maximised over ranks. */
final class Statistics {
    /** Luecke's outlier rule: a trial above this multiple of the median is dropped... */
    static final double LUECKE_OUTLIER_FACTOR = 1.8;
    /** ...but never more than this fraction of the trials (then only the largest). */
    static final double LUECKE_MAX_DROPPED = 0.10;

    private Statistics() {
    }

    static double median(double[] sorted) {
        int n = sorted.length;
        if (n == 0) return Double.NaN;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    static double mean(double[] values) {
        double s = 0;
        for (double v : values) s += v;
        return values.length == 0 ? Double.NaN : s / values.length;
    }

    /** min method (seed 000): the minimum is reported, median and maximum beside it. */
    static Summary min(double[] samples) {
        double[] s = sorted(samples);
        return new Summary(s.length, s[0], median(s), mean(s), s[s.length - 1], s[0]);
    }

    /** avg method (seed 003): the mean of the blocks is reported. */
    static Summary avg(double[] blockMeans) {
        double[] s = sorted(blockMeans);
        double m = mean(s);
        return new Summary(s.length, s[0], median(s), m, s[s.length - 1], m);
    }

    /**
     * luecke method (seed 001): the first trial is discarded; trials above 1.8 x median are dropped,
     * at most 10% of them (the largest); the mean of the rest is reported. min, median and max
     * describe the trials after the first, before filtering.
     */
    static Summary luecke(double[] trials) {
        if (trials.length < 2) throw new IllegalArgumentException("luecke needs at least 2 trials, got " + trials.length);
        double[] s = sorted(Arrays.copyOfRange(trials, 1, trials.length));
        double[] kept = lueckeKept(s);
        return new Summary(kept.length, s[0], median(s), mean(s), s[s.length - 1], mean(kept));
    }

    /** The trials Luecke's rule keeps, from trials sorted ascending. */
    static double[] lueckeKept(double[] sorted) {
        double limit = LUECKE_OUTLIER_FACTOR * median(sorted);
        int outliers = 0;
        while (outliers < sorted.length && sorted[sorted.length - 1 - outliers] > limit) outliers++;
        int maxDropped = (int) Math.floor(LUECKE_MAX_DROPPED * sorted.length);
        return Arrays.copyOf(sorted, sorted.length - Math.min(outliers, maxDropped));
    }

    private static double[] sorted(double[] v) {
        if (v.length == 0) throw new IllegalArgumentException("no samples");
        double[] s = v.clone();
        Arrays.sort(s);
        return s;
    }
}
