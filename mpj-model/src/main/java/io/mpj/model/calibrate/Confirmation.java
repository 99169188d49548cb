package io.mpj.model.calibrate;

import io.mpj.bench.results.Result;
import io.mpj.coll.Primitive;
import io.mpj.coll.select.Defaults;
import io.mpj.coll.select.TuningTable;
import io.mpj.model.tune.Crossovers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tuned library against every fixed algorithm at each measured (n, p), all timed in one launch,
 * interleaved call by call (the suite's --variants: devices DEV+<algorithm> and DEV+table): the
 * penalty against the best fixed choice (tuned / best - 1), and against the built-in default (the
 * fixed algorithm Defaults names) where the table changes the choice.
 */
public record Confirmation(List<Point> points) {
    public record Point(String test, int p, long bytes, double tunedUs, double bestFixedUs, String bestFixed,
                        double defaultUs, boolean ruleApplies) {
        double penalty() {
            return tunedUs / bestFixedUs - 1;
        }
    }

    public static Confirmation of(List<Result> interleaved, TuningTable table) {
        List<Point> points = new ArrayList<>();
        for (Result t : interleaved) {
            if (!t.device().endsWith("+table")) continue;
            String dev = t.device().substring(0, t.device().length() - "table".length());
            Primitive prim = Crossovers.primitiveOf(t.test());
            long sel = prim == Primitive.REDUCE_SCATTER ? t.bytes() * t.p() : t.bytes();
            String defName = dev + Defaults.choose(prim, t.p(), sel);
            Result best = null, def = null;
            for (Result f : interleaved) {
                if (!f.test().equals(t.test()) || f.p() != t.p() || f.bytes() != t.bytes() || f == t) continue;
                if (f.device().equals(defName)) def = f;
                if (best == null || f.reportedUs() < best.reportedUs()) best = f;
            }
            if (best == null || def == null || best.reportedUs() <= 0) continue;
            boolean rule = table.lookup(prim, t.p(), sel) != null;
            points.add(new Point(t.test(), t.p(), t.bytes(), t.reportedUs(), best.reportedUs(), best.device().substring(dev.length()),
                    def.reportedUs(), rule));
        }
        return new Confirmation(points);
    }

    public double meanPenalty() {
        return points.stream().mapToDouble(Point::penalty).average().orElse(Double.NaN);
    }

    public double maxPenalty() {
        return points.stream().mapToDouble(Point::penalty).max().orElse(Double.NaN);
    }

    public String headline() {
        long ruled = points.stream().filter(Point::ruleApplies).count();
        long faster = points.stream().filter(p -> p.ruleApplies() && p.tunedUs() < p.defaultUs()).count();
        return String.format(Locale.ROOT, "tuned vs best fixed algorithm over %d points: mean penalty %.1f%%, worst %.1f%%; "
                + "where the table changes the choice (%d points) tuned beat the default at %d", points.size(),
                100 * meanPenalty(), 100 * maxPenalty(), ruled, faster);
    }

    public String markdown() {
        StringBuilder s = new StringBuilder("## Tuned against fixed algorithms\n\n").append(headline()).append(".\n\n")
                .append("| test | p | bytes | tuned (us) | best fixed (us) | best fixed | penalty | default (us) | table rule |\n")
                .append("|---|---:|---:|---:|---:|---|---:|---:|---|\n");
        for (Point p : points)
            s.append(String.format(Locale.ROOT, "| %s | %d | %d | %.2f | %.2f | %s | %.1f%% | %.2f | %s |%n", p.test(), p.p(), p.bytes(),
                    p.tunedUs(), p.bestFixedUs(), p.bestFixed(), 100 * p.penalty(), p.defaultUs(), p.ruleApplies() ? "yes" : ""));
        return s.toString();
    }
}
