package io.mpj.model.calibrate;

import io.mpj.bench.results.CallSamples;
import io.mpj.bench.results.Result;
import io.mpj.bench.results.Rounds;
import io.mpj.coll.Primitive;
import io.mpj.coll.select.Defaults;
import io.mpj.coll.select.TuningTable;
import io.mpj.model.tune.Crossovers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * The tuned library against every fixed algorithm at each measured (n, p), all timed in one launch,
 * interleaved call by call (the suite's --variants: devices DEV+<algorithm> and DEV+table): the
 * penalty against the best fixed choice (tuned / best - 1), and against the built-in default (the
 * fixed algorithm Defaults names) where the table changes the choice.
 * <p>
 * With the run's call samples (the suite's --samples) every time is the median call, the best fixed
 * algorithm the one with the lowest median, and the penalty the median over rounds of tuned / best,
 * paired call by call. A variant {@code table@2} (the tuned library once more) gives the noise floor:
 * how far two identical variants differ at that point in the same run. Without samples: the reported
 * (fastest) calls, unpaired, and no noise floor.
 * <p>
 * {@link #replay} asks what another table would have cost in the same run: at each point the fixed
 * algorithm that table (else the defaults) chooses, timed as the run timed that algorithm. A replay
 * leaves out the selection's own cost and the noise between two variants (choosing the best fixed
 * algorithm costs exactly 0), so compare replays with replays.
 */
public record Confirmation(List<Point> points, boolean paired, boolean replayed) {
    static final String AGAIN = "table@2";

    /** {@code noise} is the same variant twice (table@2 / table - 1, paired), NaN when not measured. */
    public record Point(String test, int p, long bytes, double tunedUs, double bestFixedUs, String bestFixed,
                        double defaultUs, boolean ruleApplies, double penalty, double noise) {
    }

    /** {@code samples}: the run's calls (null: compare the reported calls, unpaired). */
    public static Confirmation of(List<Result> interleaved, TuningTable table, CallSamples samples) {
        return compare(interleaved, table, samples, false);
    }

    /**
     * {@code table}'s choices, each timed as the fixed algorithm it names in {@code interleaved} (a run
     * that may have used another table). Refused when the run did not time a chosen algorithm.
     */
    public static Confirmation replay(List<Result> interleaved, TuningTable table, CallSamples samples) {
        return compare(interleaved, table, samples, true);
    }

    private static Confirmation compare(List<Result> interleaved, TuningTable table, CallSamples samples, boolean replay) {
        List<Point> points = new ArrayList<>();
        for (Result t : interleaved) {
            if (!t.device().endsWith("+table")) continue;
            String dev = t.device().substring(0, t.device().length() - "table".length());
            Primitive prim = Crossovers.primitiveOf(t.test());
            long sel = prim == Primitive.REDUCE_SCATTER ? t.bytes() * t.p() : t.bytes();
            String defName = dev + Defaults.choose(prim, t.p(), sel);
            String rule = table.lookup(prim, t.p(), sel);
            String chosen = rule != null ? dev + rule : defName;
            Timing tuned = replay ? null : Timing.of(t, samples);
            Timing best = null, def = null, again = null;
            for (Result f : interleaved) {
                if (!f.test().equals(t.test()) || f.p() != t.p() || f.bytes() != t.bytes() || f == t) continue;
                Timing ft = Timing.of(f, samples);
                if (f.device().equals(dev + AGAIN)) again = ft;
                if (f.device().startsWith(dev + "table")) continue; // the tuned library is not a fixed algorithm
                if (f.device().equals(defName)) def = ft;
                if (replay && f.device().equals(chosen)) tuned = ft;
                if (best == null || ft.us() < best.us()) best = ft;
            }
            if (replay && tuned == null && best != null)
                throw new IllegalArgumentException("replay: the table chooses " + rule + " for " + t.test() + " at p = " + t.p()
                        + ", " + t.bytes() + " B, which the run did not time");
            if (best == null || def == null || best.us() <= 0 || tuned == null) continue;
            points.add(new Point(t.test(), t.p(), t.bytes(), tuned.us(), best.us(), best.device().substring(dev.length()),
                    def.us(), rule != null, tuned.against(best), again == null || replay ? Double.NaN : again.against(tuned)));
        }
        return new Confirmation(points, samples != null, replay);
    }

    /** One variant's time at a point: its median call and calls when sampled, else its reported figure. */
    private record Timing(String device, double us, double[] calls) {
        static Timing of(Result r, CallSamples samples) {
            if (samples == null) return new Timing(r.device(), r.reportedUs(), null);
            double[] calls = samples.of(r.device(), r.test(), r.p(), r.bytes());
            return calls == null ? null : new Timing(r.device(), Rounds.median(calls), calls);
        }

        double against(Timing other) {
            return calls == null ? us / other.us - 1 : CallSamples.pairedRatio(calls, other.calls) - 1;
        }
    }

    public double meanPenalty() {
        return points.stream().mapToDouble(Point::penalty).average().orElse(Double.NaN);
    }

    public double maxPenalty() {
        return points.stream().mapToDouble(Point::penalty).max().orElse(Double.NaN);
    }

    /** The mean of |table@2 / table - 1| over the points that measured it: what identical variants differ by. */
    public double meanNoise() {
        return points.stream().mapToDouble(Point::noise).filter(x -> !Double.isNaN(x)).map(Math::abs).average().orElse(Double.NaN);
    }

    public String headline() {
        long ruled = points.stream().filter(Point::ruleApplies).count();
        long faster = points.stream().filter(p -> p.ruleApplies() && p.tunedUs() < p.defaultUs()).count();
        String noise = Double.isNaN(meanNoise()) ? "" : String.format(Locale.ROOT, "; the tuned library against itself (%s) differs by %.1f%% on average",
                AGAIN, 100 * meanNoise());
        return String.format(Locale.ROOT, "%stuned vs best fixed algorithm over %d points (%s): mean penalty %.1f%%, worst %.1f%%%s; "
                + "where the table changes the choice (%d points) tuned beat the default at %d",
                replayed ? "replayed (the table's choices timed as the run's fixed algorithms), " : "", points.size(),
                paired ? "median call, paired round by round" : "reported call", 100 * meanPenalty(), 100 * maxPenalty(), noise, ruled, faster);
    }

    public String markdown() {
        StringBuilder s = new StringBuilder("## Tuned against fixed algorithms\n\n").append(headline()).append(".\n\n")
                .append("| p | points | mean penalty | worst penalty | mean noise floor |\n|---:|---:|---:|---:|---:|\n");
        TreeMap<Integer, List<Point>> byP = new TreeMap<>();
        for (Point p : points) byP.computeIfAbsent(p.p(), k -> new ArrayList<>()).add(p);
        byP.forEach((np, ps) -> {
            Confirmation c = new Confirmation(ps, paired, replayed);
            s.append(String.format(Locale.ROOT, "| %d | %d | %.1f%% | %.1f%% | %s |%n", np, ps.size(), 100 * c.meanPenalty(),
                    100 * c.maxPenalty(), percent(c.meanNoise())));
        });
        s.append("\n| test | p | bytes | tuned (us) | best fixed (us) | best fixed | penalty | noise floor | default (us) | table rule |\n")
                .append("|---|---:|---:|---:|---:|---|---:|---:|---:|---|\n");
        for (Point p : points)
            s.append(String.format(Locale.ROOT, "| %s | %d | %d | %.2f | %.2f | %s | %.1f%% | %s | %.2f | %s |%n", p.test(), p.p(), p.bytes(),
                    p.tunedUs(), p.bestFixedUs(), p.bestFixed(), 100 * p.penalty(), percent(p.noise()), p.defaultUs(),
                    p.ruleApplies() ? "yes" : ""));
        return s.toString();
    }

    private static String percent(double x) {
        return Double.isNaN(x) ? "" : String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }
}
