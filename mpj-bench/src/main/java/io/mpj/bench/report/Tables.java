package io.mpj.bench.report;

import io.mpj.bench.results.Result;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report's side-by-side tables: for each p and test, one row per library and device, the
 * reported time at the key sizes, and beside it the factor against the first series (ours).
 */
final class Tables {
    private Tables() {
    }

    /** The key sizes of a test: the smallest above 0, 64 KiB and the largest (those measured). */
    static List<Long> keySizes(Series s, String test) {
        List<Long> sizes = s.sizes(test);
        List<Long> keys = new ArrayList<>();
        if (test.equals("Barrier")) return sizes.contains(0L) ? List.of(0L) : keys;
        for (long target : new long[] {1, 65536, Long.MAX_VALUE}) {
            long b = target == Long.MAX_VALUE ? sizes.get(sizes.size() - 1) : s.closest(test, target);
            if (b > 0 && !keys.contains(b)) keys.add(b);
        }
        return keys;
    }

    static String markdown(Series s, int cores) {
        StringBuilder md = new StringBuilder();
        for (int p : s.ps()) {
            md.append("\n### p = ").append(p).append(p > cores ? " (oversubscribed: " + cores + " cores)" : "").append("\n");
            for (String test : s.tests()) {
                if (!s.ps(test).contains(p)) continue;
                List<Long> keys = keySizes(s, test);
                md.append("\n**").append(test).append("**\n\n| library/device |");
                for (long b : keys) md.append(' ').append(size(b)).append(" (us) |");
                md.append("\n|---|");
                md.append("---:|".repeat(keys.size())).append('\n');
                List<String> names = new ArrayList<>(s.curves(test, p).keySet());
                for (String name : names) {
                    md.append("| ").append(name).append(" |");
                    for (long b : keys) md.append(' ').append(cell(s, name, names.get(0), test, p, b)).append(" |");
                    md.append('\n');
                }
            }
        }
        return md.toString();
    }

    /** "12.3 (x2.40)": time, and how many times the reference series' time it is. */
    private static String cell(Series s, String name, String reference, String test, int p, long bytes) {
        Result r = s.at(name, test, p, bytes);
        if (r == null) return "-";
        Result ref = s.at(reference, test, p, bytes);
        String t = number(r.reportedUs());
        if (ref == null || name.equals(reference) || ref.reportedUs() <= 0) return t;
        return t + " (x" + String.format(Locale.ROOT, "%.2f", r.reportedUs() / ref.reportedUs()) + ")";
    }

    static String number(double v) {
        return String.format(Locale.ROOT, v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.2f", v);
    }

    static String size(long b) {
        if (b >= 1 << 20 && b % (1 << 20) == 0) return (b >> 20) + " MiB";
        if (b >= 1 << 10 && b % (1 << 10) == 0) return (b >> 10) + " KiB";
        return b + " B";
    }

    /** Seed 001's normalisation: tree-shaped operations grow with log2 p, personalised exchanges with p - 1. */
    static String scalingTerm(String test) {
        return switch (test) {
            case "Scatter", "Gather", "Allgather", "Alltoall", "Reduce_scatter" -> "(p-1)";
            case "Bcast", "Reduce", "Allreduce", "Scan", "Barrier", "Reduce-null" -> "log2(p)";
            default -> "1";
        };
    }

    static double scalingDivisor(String test, int p) {
        return switch (scalingTerm(test)) {
            case "(p-1)" -> Math.max(1, p - 1);
            case "log2(p)" -> Math.max(1, Math.ceil(Math.log(p) / Math.log(2)));
            default -> 1;
        };
    }
}
