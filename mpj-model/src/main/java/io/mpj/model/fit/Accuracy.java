package io.mpj.model.fit;

import io.mpj.bench.results.Result;

import java.util.List;
import java.util.function.ToDoubleBiFunction;

/**
 * Average absolute relative error of a model over measurements it was not fitted on (docs/methodology.md:
 * 20 fresh random sizes per primitive), at the process counts the model was fitted on. Zero-byte
 * rows are left out: their relative error is dominated by rounding.
 */
public record Accuracy(double hockney, double extended, double piecewise, int points) {

    public static Accuracy of(SeriesModel m, List<Result> fresh) {
        List<Result> rows = fresh.stream()
                .filter(r -> r.bytes() > 0 && r.reportedUs() > 0 && m.perP().containsKey(r.p())).toList();
        return new Accuracy(aare(rows, m::hockney), aare(rows, m::extended), aare(rows, m::piecewise), rows.size());
    }

    static double aare(List<Result> rows, ToDoubleBiFunction<Double, Integer> model) {
        if (rows.isEmpty()) return Double.NaN;
        double s = 0;
        for (Result r : rows) s += Math.abs(model.applyAsDouble((double) r.bytes(), r.p()) - r.reportedUs()) / r.reportedUs();
        return s / rows.size();
    }
}
