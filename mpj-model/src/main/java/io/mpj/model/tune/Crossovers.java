package io.mpj.model.tune;

import io.mpj.bench.results.Result;
import io.mpj.bench.runner.Plan;
import io.mpj.coll.Primitive;
import io.mpj.coll.select.Catalogue;
import io.mpj.coll.select.Defaults;
import io.mpj.coll.select.TuningTable;
import io.mpj.model.ModelSet;
import io.mpj.model.Statistic;
import io.mpj.model.fit.SeriesModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Where each catalogue algorithm is fastest, and the tuning table that follows. For every primitive
 * timed with several algorithms (devices {@code nio+<algorithm>}) and every measured p, the algorithm
 * measured fastest at a size replaces the built-in default there when it beats the default by more
 * than the measured spread (timed by the fastest calls: the larger (median - min) / min of the two
 * series, at least {@link #MIN_MARGIN}; by the median call, whose spread that is not: {@link #MIN_MARGIN}).
 * The models place the switch points between measured sizes (where the two algorithms' models cross)
 * and carry the predictions; at a measured size the measurement decides, because a piecewise fit can
 * pass a point by (cross-validated on four launches of the emulated cluster: docs/mpj-model.md).
 * Rules are written only where the choice differs from the default, and never for an algorithm that
 * returned wrong data in the suite's check at that size.
 */
public final class Crossovers {
    /** The smallest relative gain that justifies a switch, whatever the spread says. */
    public static final double MIN_MARGIN = 0.05;

    /** One decided size: what the default is, what is chosen, and the predicted times. */
    public record Decision(String primitive, int p, long bytes, String defaultAlgorithm, String chosen,
                           Map<String, Double> predictedUs, double margin) {
    }

    private final String library, baseDevice;
    private final Statistic statistic;
    private final List<Decision> decisions = new ArrayList<>();
    private final List<TuningTable.Rule> rules = new ArrayList<>();

    /** The crossovers of {@code library}'s algorithms on {@code baseDevice}, whose models describe {@code statistic}'s call. */
    public Crossovers(String library, String baseDevice, Statistic statistic) {
        this.library = library;
        this.baseDevice = baseDevice;
        this.statistic = statistic;
    }

    public List<Decision> decisions() {
        return List.copyOf(decisions);
    }

    public List<TuningTable.Rule> rules() {
        return List.copyOf(rules);
    }

    public Crossovers solve(ModelSet models, List<Result> rows) {
        Map<String, Map<String, SeriesModel>> byTest = new LinkedHashMap<>();
        for (ModelSet.Entry e : models.entries()) {
            SeriesModel m = e.model();
            if (!m.library().equals(library) || !m.device().startsWith(baseDevice + "+")) continue;
            if (m.primitive().equals("Reduce-null")) continue; // a Reduce: tuned with SUM, the usual operator
            byTest.computeIfAbsent(m.primitive(), k -> new TreeMap<>()).put(m.device().substring(baseDevice.length() + 1), m);
        }
        byTest.forEach((test, series) -> {
            Primitive prim = primitiveOf(test);
            if (prim == null) return;
            Map<String, SeriesModel> algorithms = new TreeMap<>(series);
            algorithms.keySet().removeIf(name -> Catalogue.find(prim, name) == null); // a run's DEV+table is no algorithm
            if (algorithms.size() < 2) return;
            TreeSet<Integer> ps = new TreeSet<>();
            algorithms.values().forEach(m -> ps.addAll(m.perP().keySet()));
            for (int p : ps) solve(test, prim, p, algorithms, rows);
        });
        return this;
    }

    private void solve(String test, Primitive prim, int p, Map<String, SeriesModel> algorithms, List<Result> rows) {
        TreeSet<Long> sizes = new TreeSet<>();
        for (Result r : rows)
            if (r.library().equals(library) && r.test().equals(test) && r.p() == p && r.device().startsWith(baseDevice + "+")) sizes.add(r.bytes());
        List<Decision> here = new ArrayList<>();
        for (long n : sizes) {
            String def = Defaults.choose(prim, p, selectionBytes(prim, n, p));
            Map<String, Double> pred = new TreeMap<>();
            algorithms.forEach((name, m) -> {
                if (m.perP().containsKey(p)) pred.put(name, Math.max(m.piecewise(n, p), 1e-3));
            });
            String best = def;
            double bestUs = Double.MAX_VALUE;
            for (String a : algorithms.keySet()) {
                Result r = measured(rows, test, p, n, a);
                if (r != null && !r.wrong() && r.reportedUs() < bestUs) {
                    bestUs = r.reportedUs();
                    best = a;
                }
            }
            double margin = Math.max(MIN_MARGIN, Math.max(spread(rows, test, p, n, def), spread(rows, test, p, n, best)));
            Result mDef = measured(rows, test, p, n, def);
            boolean faster = mDef != null && mDef.reportedUs() - bestUs > margin * mDef.reportedUs();
            here.add(new Decision(test, p, n, def, faster ? best : def, pred, margin));
        }
        decisions.addAll(here);
        for (int i = 0; i < here.size(); i++) {
            Decision d = here.get(i);
            if (d.chosen().equals(d.defaultAlgorithm())) continue;
            int j = i;
            while (j + 1 < here.size() && here.get(j + 1).chosen().equals(d.chosen())
                    && !here.get(j + 1).chosen().equals(here.get(j + 1).defaultAlgorithm())) j++;
            long lo = i == 0 ? 0 : switchPoint(algorithms, p, here.get(i - 1), d);
            long hi = j == here.size() - 1 ? Long.MAX_VALUE : switchPoint(algorithms, p, here.get(j), here.get(j + 1)) - 1;
            rules.add(new TuningTable.Rule(prim, p, p, selectionBytes(prim, lo, p),
                    hi == Long.MAX_VALUE ? Long.MAX_VALUE : selectionBytes(prim, hi, p), d.chosen()));
            i = j;
        }
    }

    /** The first size (bench bytes) at which the later decision's algorithm wins, by bisection on the models. */
    static long switchPoint(Map<String, SeriesModel> algorithms, int p, Decision before, Decision after) {
        SeriesModel a = algorithms.get(before.chosen()), b = algorithms.get(after.chosen());
        long lo = Math.max(1, before.bytes()), hi = Math.max(lo + 1, after.bytes());
        if (a == null || b == null) return (long) Math.sqrt((double) lo * hi);
        if (!(b.piecewise(hi, p) <= a.piecewise(hi, p)) || b.piecewise(lo, p) <= a.piecewise(lo, p)) return (long) Math.sqrt((double) lo * hi);
        while (hi - lo > Math.max(1, lo / 64)) {
            long mid = (long) Math.sqrt((double) lo * hi);
            if (mid <= lo || mid >= hi) mid = (lo + hi) / 2;
            if (b.piecewise(mid, p) <= a.piecewise(mid, p)) hi = mid;
            else lo = mid;
        }
        return hi;
    }

    /** The catalogue primitive a bench test times, or null for point-to-point tests. */
    public static Primitive primitiveOf(String test) {
        String key = Plan.primitiveOf(test);
        return key == null ? null : Primitive.ofKey(key);
    }

    /** The size the library selects by: the vector for reduce_scatter, whose bench size is the block. */
    static long selectionBytes(Primitive prim, long benchBytes, int p) {
        if (benchBytes == Long.MAX_VALUE) return benchBytes;
        return prim == Primitive.REDUCE_SCATTER ? benchBytes * p : benchBytes;
    }

    private Result measured(List<Result> rows, String test, int p, long n, String algorithm) {
        for (Result r : rows)
            if (r.library().equals(library) && r.device().equals(baseDevice + "+" + algorithm) && r.test().equals(test)
                    && r.p() == p && r.bytes() == n) return r;
        return null;
    }

    private double spread(List<Result> rows, String test, int p, long n, String algorithm) {
        if (statistic == Statistic.MEDIAN) return 0;
        Result r = measured(rows, test, p, n, algorithm);
        return r == null || r.minUs() <= 0 ? 0 : (r.medianUs() - r.minUs()) / r.minUs();
    }
}
