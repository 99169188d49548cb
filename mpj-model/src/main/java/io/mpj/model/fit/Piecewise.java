package io.mpj.model.fit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Seed 003's protocol-aware model: one line per region of message sizes (eager, rendezvous, ...),
 * with the breakpoints found from the data by segmented regression: every split of the sorted sizes
 * into up to three runs of at least three points is tried, each run fitted on relative error, and
 * the split with the lowest Bayesian information criterion kept (a new segment must pay for its
 * parameters). {@code starts[i]} is the smallest size of segment i.
 */
public record Piecewise(double[] starts, Line[] lines) {
    private static final int MIN_POINTS = 3;

    public double at(double n) {
        int i = 0;
        while (i + 1 < starts.length && n >= starts[i + 1]) i++;
        return lines[i].at(n);
    }

    /** Where a segment starts other than the first: the protocol switch points the data shows. */
    public List<Double> breakpoints() {
        List<Double> b = new ArrayList<>();
        for (int i = 1; i < starts.length; i++) b.add(starts[i]);
        return b;
    }

    /** n and t sorted by n. */
    public static Piecewise fit(double[] n, double[] t) {
        int m = n.length;
        Piecewise best = single(n, t);
        double bestScore = score(best, n, t);
        for (int i = MIN_POINTS; i <= m - MIN_POINTS; i++) {
            Piecewise two = of(n, t, 0, i, m);
            double s = score(two, n, t);
            if (s < bestScore) {
                best = two;
                bestScore = s;
            }
            for (int j = i + MIN_POINTS; j <= m - MIN_POINTS; j++) {
                Piecewise three = of(n, t, 0, i, j, m);
                double s3 = score(three, n, t);
                if (s3 < bestScore) {
                    best = three;
                    bestScore = s3;
                }
            }
        }
        return best;
    }

    private static Piecewise single(double[] n, double[] t) {
        return of(n, t, 0, n.length);
    }

    private static Piecewise of(double[] n, double[] t, int... cuts) {
        double[] starts = new double[cuts.length - 1];
        Line[] lines = new Line[cuts.length - 1];
        for (int s = 0; s + 1 < cuts.length; s++) {
            starts[s] = n[cuts[s]];
            lines[s] = Line.fitRelative(Arrays.copyOfRange(n, cuts[s], cuts[s + 1]), Arrays.copyOfRange(t, cuts[s], cuts[s + 1]));
        }
        return new Piecewise(starts, lines);
    }

    /** BIC on relative residuals: m ln(SSE/m) + k ln m, k = 3 parameters per segment (line and start). */
    private static double score(Piecewise p, double[] n, double[] t) {
        double sse = 0;
        for (Line l : p.lines) sse += l.sse();
        int m = n.length;
        return m * Math.log(Math.max(sse, 1e-18) / m) + 3.0 * p.lines.length * Math.log(m);
    }
}
