package io.mpj.bench.report;

import io.mpj.bench.results.Result;
import io.mpj.bench.results.Rounds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's side-by-side tables: for each p and test, one row per library and device, the
 * reported time at the key sizes, and beside it the factor against the first series (ours).
 */
final class Tables {
    /** Up to this many sizes, a table shows them all. */
    static final int ALL_SIZES = 6;

    private Tables() {
    }

    /**
     * The key sizes of a test: every size above 0 when at most {@value #ALL_SIZES} were measured, else the
     * smallest above 0, 64 KiB and the largest (those measured).
     */
    static List<Long> keySizes(Series s, String test) {
        List<Long> sizes = s.sizes(test);
        List<Long> keys = new ArrayList<>();
        if (test.equals("Barrier")) return sizes.contains(0L) ? List.of(0L) : keys;
        if (sizes.size() <= ALL_SIZES) return sizes.stream().filter(b -> b > 0).toList();
        for (long target : new long[] {1, 65536, Long.MAX_VALUE}) {
            long b = target == Long.MAX_VALUE ? sizes.get(sizes.size() - 1) : s.closest(test, target);
            if (b > 0 && !keys.contains(b)) keys.add(b);
        }
        return keys;
    }

    /** What a table shows for one series, test, p and size, given the first series' name. */
    private interface Cell {
        String at(String name, String reference, String test, int p, long bytes);
    }

    /** The reported times side by side, with factors against the first series. */
    static String markdown(Series s, int cores) {
        return tables(s, cores, (name, ref, test, p, b) -> cell(s, name, ref, test, p, b));
    }

    /**
     * For several rounds: each round's median call time at the key sizes, as "median [min, max]" over
     * the rounds, and the factor of the medians against the first series.
     */
    static String roundsMarkdown(Series s, List<Rounds.Row> rounds, int cores) {
        Map<String, List<Double>> perKey = new HashMap<>();
        for (Rounds.Row r : rounds) perKey.computeIfAbsent(Rounds.key(r.result()), k -> new ArrayList<>()).add(r.result().medianUs());
        return tables(s, cores, (name, ref, test, p, b) -> spread(perKey.get(name + "|" + test + "|" + p + "|" + b),
                name.equals(ref) ? null : perKey.get(ref + "|" + test + "|" + p + "|" + b)));
    }

    /** One table per p and test: a row per series, a column per key size. */
    private static String tables(Series s, int cores, Cell cell) {
        StringBuilder md = new StringBuilder();
        for (int p : s.ps()) {
            md.append("\n### p = ").append(p).append(p > cores ? " (oversubscribed: " + cores + " cores)" : "").append("\n");
            for (String test : s.tests()) {
                if (!s.ps(test).contains(p)) continue;
                List<Long> keys = keySizes(s, test);
                md.append("\n**").append(test).append("**\n\n| library/device |");
                for (long b : keys) md.append(' ').append(size(b)).append(" (us) |");
                md.append("\n|---|").append("---:|".repeat(keys.size())).append('\n');
                List<String> names = new ArrayList<>(s.curves(test, p).keySet());
                for (String name : names) {
                    md.append("| ").append(name).append(" |");
                    for (long b : keys) {
                        Result r = s.at(name, test, p, b);
                        md.append(' ').append(cell.at(name, names.get(0), test, p, b)).append(r != null && r.wrong() ? " **wrong**" : "").append(" |");
                    }
                    md.append('\n');
                }
            }
        }
        return md.toString();
    }

    /** A call slower than this many medians marks its row: the run was disturbed there. */
    static final double OUTLIER = 10;

    /**
     * Every size of every series, as Intel MPI Benchmarks prints them: repetitions, t_min, t_avg and
     * t_max over the calls (µs), MB/s of the reported time, and a flag where t_max exceeds
     * {@value #OUTLIER} medians.
     */
    static String imbMarkdown(Series s) {
        StringBuilder md = new StringBuilder();
        for (int p : s.ps()) {
            for (String test : s.tests()) {
                if (!s.ps(test).contains(p)) continue;
                md.append("\n**").append(test).append(", p = ").append(p).append("**\n\n")
                        .append("| library/device | #bytes | #repetitions | t_min [µs] | t_avg [µs] | t_max [µs] | MB/s | |\n")
                        .append("|---|---:|---:|---:|---:|---:|---:|---|\n");
                s.curves(test, p).forEach((name, rows) -> {
                    for (Result r : rows) {
                        md.append("| ").append(name).append(" | ").append(r.bytes()).append(" | ").append(r.reps()).append(" | ")
                                .append(number(r.minUs())).append(" | ").append(number(r.meanUs())).append(" | ").append(number(r.maxUs()))
                                .append(" | ").append(r.mbps() > 0 ? number(r.mbps()) : "").append(" | ")
                                .append(flags(r)).append(" |\n");
                    }
                });
            }
        }
        return md.toString();
    }

    /** The last column of the every-size table: wrong results, and a disturbed run. */
    private static String flags(Result r) {
        List<String> f = new ArrayList<>();
        if (r.wrong()) f.add("**wrong results**");
        if (r.maxUs() > OUTLIER * r.medianUs()) f.add("outlier: t_max > " + (int) OUTLIER + "x median");
        return String.join("; ", f);
    }

    /** "12.3 [11.9, 14.0] (x2.40)": median over rounds, their range, and the factor against the reference's median. */
    private static String spread(List<Double> v, List<Double> ref) {
        if (v == null || v.isEmpty()) return "-";
        double[] a = v.stream().mapToDouble(Double::doubleValue).toArray();
        double med = Rounds.median(a);
        String t = number(med) + " [" + number(Arrays.stream(a).min().orElseThrow()) + ", " + number(Arrays.stream(a).max().orElseThrow()) + "]";
        if (ref == null || ref.isEmpty()) return t;
        double r = Rounds.median(ref.stream().mapToDouble(Double::doubleValue).toArray());
        return r > 0 ? t + " (x" + String.format(Locale.ROOT, "%.2f", med / r) + ")" : t;
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
