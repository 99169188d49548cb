package io.mpj.model;

import io.mpj.bench.results.Result;
import io.mpj.model.fit.Accuracy;
import io.mpj.model.fit.SeriesModel;
import io.mpj.model.metrics.Metrics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every series of a results CSV fitted: one {@link SeriesModel} per (library, device, primitive),
 * its peak metrics, its accuracy on fresh sizes when given, and for reductions the computation cost
 * tc(p) = tb_SUM(p) - tb_no-op(p) and rcc(p) = tb(p) / tc(p) (seed 002).
 */
public final class ModelSet {
    /** One fitted series with what is derived from it. */
    public record Entry(SeriesModel model, Metrics metrics, Accuracy accuracy) {
    }

    /** tc(p) in ns/byte and rcc(p), per p, for one library and device. */
    public record ReductionCost(String library, String device, Map<Integer, Double> tcNsPerByte, Map<Integer, Double> rcc) {
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private final List<ReductionCost> reductions = new ArrayList<>();

    /** Fits every series of {@code rows}; {@code fresh} (may be empty) holds the accuracy sizes. */
    public static ModelSet fit(List<Result> rows, List<Result> fresh) {
        ModelSet s = new ModelSet();
        Map<String, List<Result>> bySeries = new LinkedHashMap<>();
        for (Result r : rows) bySeries.computeIfAbsent(key(r), k -> new ArrayList<>()).add(r);
        for (var e : bySeries.entrySet()) {
            Result first = e.getValue().get(0);
            if (first.test().equals("Barrier")) continue; // no size axis: t0(p) only, in the bench report
            SeriesModel m = SeriesModel.fit(first.library(), first.device(), first.test(), e.getValue());
            Metrics metrics = Metrics.peaks(m.primitive(), m.t0(), m.tbNsPerByte(), m.pmax());
            List<Result> mine = fresh.stream().filter(r -> key(r).equals(e.getKey())).toList();
            s.entries.put(e.getKey(), new Entry(m, metrics, mine.isEmpty() ? null : Accuracy.of(m, mine)));
        }
        s.reductionCosts();
        return s;
    }

    private void reductionCosts() {
        for (Entry sum : entries.values()) {
            SeriesModel m = sum.model();
            if (!m.primitive().equals("Reduce")) continue;
            Entry noop = entries.get(m.library() + "/" + m.device() + "/Reduce-null");
            if (noop == null) continue;
            Map<Integer, Double> tc = new TreeMap<>(), rcc = new TreeMap<>();
            for (int p : m.perP().keySet()) {
                var other = noop.model().perP().get(p);
                if (other == null) continue;
                double c = (m.perP().get(p).tb() - other.tb()) * 1e3;
                tc.put(p, c);
                rcc.put(p, c == 0 ? Double.NaN : other.tb() * 1e3 / c);
            }
            reductions.add(new ReductionCost(m.library(), m.device(), tc, rcc));
        }
    }

    static String key(Result r) {
        return r.library() + "/" + r.device() + "/" + r.test();
    }

    public List<Entry> entries() {
        return List.copyOf(entries.values());
    }

    public Entry get(String library, String device, String primitive) {
        return entries.get(library + "/" + device + "/" + primitive);
    }

    public List<ReductionCost> reductions() {
        return List.copyOf(reductions);
    }
}
