package io.mpj.model.predict;

import io.mpj.bench.results.Result;
import io.mpj.model.ModelSet;
import io.mpj.model.fit.SeriesModel;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Predicting process counts that were not measured: every series is fitted on the rows at the
 * {@code fitted} process counts only (t0, ti and tb as forms in p, seed 000's T(n, p)), then its
 * extended model is evaluated at every other measured p and compared with the measurement. Where a
 * primitive was measured with several algorithms ({@code <dev>+<algorithm>} devices), the algorithm
 * the model alone picks at each (p, n) is compared with the measured fastest.
 */
public record Prediction(Set<Integer> fitted, List<Series> series, List<Choice> choices) {

    /** One series' error at one predicted p: AARE over its sizes (0 bytes left out, as in Accuracy). */
    public record Series(String library, String device, String primitive, String pForms, int p, int points, double aare) {
    }

    /** At one (primitive, p, n): the model's pick, the measured best, and what the pick costs against it. */
    public record Choice(String library, String device, String primitive, int p, long bytes, String predicted,
                         String measuredBest, double predictedPickUs, double bestUs) {
        public double penalty() {
            return predictedPickUs / bestUs - 1;
        }
    }

    public static Prediction of(List<Result> rows, Set<Integer> fitted) {
        List<Result> training = rows.stream().filter(r -> fitted.contains(r.p())).toList();
        if (training.isEmpty()) throw new IllegalArgumentException("predict: no rows at --fit-np " + fitted);
        ModelSet models = ModelSet.fit(training, List.of());
        List<Result> unseen = rows.stream().filter(r -> !fitted.contains(r.p())).toList();
        if (unseen.isEmpty()) throw new IllegalArgumentException("predict: no rows outside --fit-np " + fitted + " to predict");

        Map<String, List<Result>> bySeriesAndP = new LinkedHashMap<>();
        for (Result r : unseen) bySeriesAndP.computeIfAbsent(r.library() + "/" + r.device() + "/" + r.test() + "/" + r.p(), k -> new ArrayList<>()).add(r);
        List<Series> series = new ArrayList<>();
        for (List<Result> rs : bySeriesAndP.values()) {
            Result first = rs.get(0);
            ModelSet.Entry e = models.get(first.library(), first.device(), first.test());
            if (e == null || !e.model().formsDetermined()) continue; // Barrier (no size axis) or too few p to extrapolate
            SeriesModel m = e.model();
            List<Result> sized = rs.stream().filter(r -> r.bytes() > 0 && r.reportedUs() > 0).toList();
            if (sized.isEmpty()) continue;
            double s = 0;
            for (Result r : sized) s += Math.abs(m.extended(r.bytes(), r.p()) - r.reportedUs()) / r.reportedUs();
            String forms = m.t0().form().complexity() + "/" + m.ti().form().complexity() + "/" + m.tb().form().complexity();
            series.add(new Series(first.library(), first.device(), first.test(), forms, first.p(), sized.size(), s / sized.size()));
        }
        return new Prediction(new TreeSet<>(fitted), series, choices(unseen, models));
    }

    private static List<Choice> choices(List<Result> unseen, ModelSet models) {
        Map<String, List<Result>> candidates = new LinkedHashMap<>();
        for (Result r : unseen) {
            int plus = r.device().indexOf('+');
            if (plus < 0 || r.bytes() == 0) continue;
            String base = r.device().substring(0, plus);
            candidates.computeIfAbsent(r.library() + "/" + base + "/" + r.test() + "/" + r.p() + "/" + r.bytes(), k -> new ArrayList<>()).add(r);
        }
        List<Choice> out = new ArrayList<>();
        for (List<Result> c : candidates.values()) {
            List<Result> modelled = c.stream().filter(r -> predictable(models, r)).toList();
            if (modelled.size() < 2) continue;
            Result pick = modelled.stream().min(Comparator.comparingDouble(r -> predict(models, r))).orElseThrow();
            Result best = modelled.stream().min(Comparator.comparingDouble(Result::reportedUs)).orElseThrow();
            String dev = pick.device().substring(0, pick.device().indexOf('+'));
            out.add(new Choice(pick.library(), dev, pick.test(), pick.p(), pick.bytes(), algorithm(pick), algorithm(best),
                    pick.reportedUs(), best.reportedUs()));
        }
        return out;
    }

    private static boolean predictable(ModelSet models, Result r) {
        ModelSet.Entry e = models.get(r.library(), r.device(), r.test());
        return e != null && e.model().formsDetermined();
    }

    private static double predict(ModelSet models, Result r) {
        return models.get(r.library(), r.device(), r.test()).model().extended(r.bytes(), r.p());
    }

    private static String algorithm(Result r) {
        return r.device().substring(r.device().indexOf('+') + 1);
    }

    /** AARE over every predicted series of one primitive at one p (the goal's unit). */
    public Map<String, Double> aareByPrimitive() {
        Map<String, List<Series>> by = new LinkedHashMap<>();
        for (Series s : series) by.computeIfAbsent(s.primitive() + " p=" + s.p(), k -> new ArrayList<>()).add(s);
        Map<String, Double> out = new LinkedHashMap<>();
        by.forEach((k, v) -> out.put(k, v.stream().mapToDouble(s -> s.aare() * s.points()).sum() / v.stream().mapToInt(Series::points).sum()));
        return out;
    }

    public String headline() {
        long right = choices.stream().filter(c -> c.predicted().equals(c.measuredBest())).count();
        double mean = choices.stream().mapToDouble(Choice::penalty).average().orElse(Double.NaN);
        double worst = choices.stream().mapToDouble(Choice::penalty).max().orElse(Double.NaN);
        return String.format(Locale.ROOT, "fitted on p = %s; %d series predicted; the model alone picked the measured best algorithm "
                + "at %d of %d points (mean penalty %.1f%%, worst %.1f%%)", fitted, series.size(), right, choices.size(),
                100 * mean, 100 * worst);
    }

    public String markdown() {
        StringBuilder s = new StringBuilder("# Prediction of unmeasured process counts\n\n").append(headline()).append(".\n\n");
        s.append("## AARE per primitive (extended model with its p-forms, every algorithm's series)\n\n| primitive | AARE |\n|---|---:|\n");
        aareByPrimitive().forEach((k, v) -> s.append(String.format(Locale.ROOT, "| %s | %.1f%% |%n", k, 100 * v)));
        s.append("\n## Per series\n\n| library | device | primitive | p | forms t0/ti/tb | sizes | AARE |\n|---|---|---|---:|---|---:|---:|\n");
        for (Series x : series)
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %d | %s | %d | %.1f%% |%n", x.library(), x.device(), x.primitive(), x.p(),
                    x.pForms(), x.points(), 100 * x.aare()));
        s.append("\n## The model's choice against the measured best\n\n"
                + "| primitive | device | p | bytes | model picks | measured best | pick (us) | best (us) | penalty |\n|---|---|---:|---:|---|---|---:|---:|---:|\n");
        for (Choice c : choices)
            s.append(String.format(Locale.ROOT, "| %s | %s | %d | %d | %s | %s | %.2f | %.2f | %.1f%% |%n", c.primitive(), c.device(), c.p(),
                    c.bytes(), c.predicted(), c.measuredBest(), c.predictedPickUs(), c.bestUs(), 100 * c.penalty()));
        return s.toString();
    }
}
