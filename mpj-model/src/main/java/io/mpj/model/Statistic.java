package io.mpj.model;

import io.mpj.bench.results.Result;

import java.util.List;
import java.util.Locale;

/**
 * Which call of a series the model describes. {@code reported}: the figure the timing method
 * reports (seed 000's fastest call under the min method). {@code median}: the median call. On a
 * link that a token bucket shapes (the emulated cluster's {@code tbf}), the fastest of 50 calls passes
 * at memory speed while the bucket is full, so every algorithm looks alike below the bucket's size;
 * the median call is the link's steady state, where the algorithms differ by factors
 * (docs/results/2026-11-26-network-tuning).
 */
public enum Statistic {
    REPORTED, MEDIAN;

    /** The rows with this statistic as their reported figure (and bandwidth); the other columns unchanged. */
    public List<Result> apply(List<Result> rows) {
        if (this == REPORTED) return rows;
        return rows.stream().map(r -> r.reporting(r.medianUs())).toList();
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
