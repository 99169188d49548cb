package io.mpj.model.fit;

import io.mpj.bench.results.Result;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The models of one measured series (library, device, primitive) over all its p: per p the extended
 * model and the piecewise fit, and each of t0(p), ti(p), tb(p) fitted as a + b form(p) with the
 * form that fits best. Times in us, tb in us per byte (metrics convert to ns/byte).
 */
public record SeriesModel(String library, String device, String primitive, Map<Integer, LatencyModel> perP,
                          Map<Integer, Piecewise> piecewise, FormFit t0, FormFit ti, FormFit tb) {

    /** Forms tried for collectives, log2 p first: it is kept when two p values cannot tell them apart. */
    private static final Form[] FORMS = {Form.LOG2P, Form.P, Form.LOG2P1};

    /** Point-to-point (PingPong) is modelled between two processes: only its smallest p is used. */
    public static SeriesModel fit(String library, String device, String primitive, List<Result> rows) {
        Map<Integer, List<Result>> byP = new TreeMap<>();
        for (Result r : rows) byP.computeIfAbsent(r.p(), k -> new ArrayList<>()).add(r);
        if (primitive.equals("PingPong")) byP.keySet().retainAll(List.of(byP.keySet().iterator().next()));
        Map<Integer, LatencyModel> perP = new TreeMap<>();
        Map<Integer, Piecewise> pw = new TreeMap<>();
        for (var e : byP.entrySet()) {
            List<Result> rs = new ArrayList<>(e.getValue());
            rs.sort((x, y) -> Long.compare(x.bytes(), y.bytes()));
            // a library that returns at once from a 0-byte call (Open MPI does) has no start-up time
            // to show there: t0 is then the smallest message's time
            if (rs.size() > 3 && rs.get(0).bytes() == 0 && rs.get(0).reportedUs() < 0.5 * rs.get(1).reportedUs()) rs.remove(0);
            double[] n = rs.stream().mapToDouble(Result::bytes).toArray();
            double[] t = rs.stream().mapToDouble(Result::reportedUs).toArray();
            perP.put(e.getKey(), LatencyModel.fit(n, t));
            pw.put(e.getKey(), Piecewise.fit(n, t));
        }
        int[] ps = perP.keySet().stream().mapToInt(Integer::intValue).toArray();
        boolean pointToPoint = primitive.equals("PingPong") || ps.length == 1;
        Form[] forms = pointToPoint ? new Form[] {Form.CONST} : FORMS;
        FormFit t0 = fitParam(ps, perP, LatencyModel::t0, forms);
        FormFit ti = fitParam(ps, perP, LatencyModel::ti, forms);
        FormFit tb = fitParam(ps, perP, LatencyModel::tb, forms);
        return new SeriesModel(library, device, primitive, perP, pw, t0, ti, tb);
    }

    private static FormFit fitParam(int[] ps, Map<Integer, LatencyModel> perP,
                                    java.util.function.ToDoubleFunction<LatencyModel> param, Form[] forms) {
        double[] v = new double[ps.length];
        for (int i = 0; i < ps.length; i++) v[i] = param.applyAsDouble(perP.get(ps[i]));
        if (forms.length == 1 && forms[0] == Form.CONST) return FormFit.constant(mean(v));
        return FormFit.best(ps, v, forms);
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) s += x;
        return s / v.length;
    }

    /** Hockney with the p-forms: t0(p) + tb(p) n. */
    public double hockney(double n, int p) {
        return t0.at(p) + tb.at(p) * n;
    }

    /** The extended model with the p-forms (seed 000's T(n, p)). */
    public double extended(double n, int p) {
        return new LatencyModel(t0.at(p), ti.at(p), tb.at(p)).extended(n);
    }

    /** The piecewise fit of the nearest measured p (it has no p-form of its own). */
    public double piecewise(double n, int p) {
        Integer best = null;
        for (int q : piecewise.keySet()) if (best == null || Math.abs(q - p) < Math.abs(best - p)) best = q;
        return piecewise.get(best).at(n);
    }

    /** tb(p) in ns per byte, the unit of the tables and metrics. */
    public FormFit tbNsPerByte() {
        return new FormFit(tb.form(), tb.a() * 1e3, tb.b() * 1e3, tb.sse());
    }

    /** True when enough p were measured (three or more) for the p-forms to be told apart. */
    public boolean formsDetermined() {
        return perP.size() >= 3 || primitive.equals("PingPong");
    }

    public int pmax() {
        return perP.keySet().stream().mapToInt(Integer::intValue).max().orElse(2);
    }

    public String key() {
        return library + "/" + device + "/" + primitive;
    }
}
