package io.mpj.bench.report;

import io.mpj.bench.results.Rounds;

import java.util.Locale;
import java.util.stream.DoubleStream;

/** The median of repeated measurements of one quantity, with their minimum, maximum and count. */
public record Spread(double median, double min, double max, int count) {
    /** Null for no values. */
    public static Spread of(DoubleStream values) {
        double[] v = values.sorted().toArray();
        if (v.length == 0) return null;
        return new Spread(Rounds.median(v), v[0], v[v.length - 1], v.length);
    }

    /** The median in {@code format}, followed by {@code [min-max]} when there is more than one value. */
    public String format(String format) {
        String m = String.format(Locale.ROOT, format, median);
        return count == 1 ? m : m + " [" + String.format(Locale.ROOT, format, min) + "-" + String.format(Locale.ROOT, format, max) + "]";
    }
}
