package io.mpj.bench.report;

import io.mpj.bench.results.Result;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The report's PNG plots: latency (log-log) and bandwidth against message size, one line per
 * library and device, and seed 001's scalability views: time against p at a short and a long
 * message, raw and divided by the cost model's p-term (log2 p for trees, p - 1 for personalised
 * exchanges) so that a flat line means the expected scaling.
 */
final class Plots {
    private static final int WIDTH = 860, HEIGHT = 520;

    private Plots() {
    }

    /** Writes the plots of every test into {@code dir}; returns their file names in report order. */
    static List<String> write(Series s, Path dir) throws IOException {
        List<String> files = new ArrayList<>();
        for (String test : s.tests()) {
            for (int p : test.equals("Barrier") ? List.<Integer>of() : s.ps(test)) { // Barrier: time against p only
                Map<String, List<Result>> curves = s.curves(test, p);
                save(sizeChart(test + ", p = " + p + ": latency", "time (us)", curves, Result::reportedUs, true),
                        dir, "latency-" + slug(test) + "-p" + p, files);
                save(sizeChart(test + ", p = " + p + ": bandwidth", "MB/s", curves, Result::mbps, false),
                        dir, "bandwidth-" + slug(test) + "-p" + p, files);
            }
            if (s.ps(test).size() > 1) save(scalingChart(s, test), dir, "scaling-" + slug(test), files);
        }
        return files;
    }

    private static XYChart sizeChart(String title, String yTitle, Map<String, List<Result>> curves,
                                     ToDoubleFunction<Result> y, boolean logY) {
        XYChart c = chart(title, "message size (bytes)", yTitle);
        c.getStyler().setXAxisLogarithmic(true).setYAxisLogarithmic(logY);
        curves.forEach((name, rows) -> {
            List<Double> xs = new ArrayList<>(), ys = new ArrayList<>();
            for (Result r : rows) {
                if (r.bytes() <= 0 || y.applyAsDouble(r) <= 0) continue; // log axes: 0 has no place
                xs.add((double) r.bytes());
                ys.add(y.applyAsDouble(r));
            }
            if (!xs.isEmpty()) c.addSeries(name, xs, ys);
        });
        return c;
    }

    /** Time / f(p) against p at the short and the long message, one line per series and size. */
    private static XYChart scalingChart(Series s, String test) {
        String f = Tables.scalingTerm(test);
        XYChart c = chart(test + ": scalability, time / " + f, "processes p", "time / " + f + " (us)");
        for (long target : new long[] {8, 16384}) {
            long bytes = test.equals("Barrier") ? 0 : s.closest(test, target);
            if (bytes < 0) continue;
            for (String name : s.names()) {
                List<Double> xs = new ArrayList<>(), ys = new ArrayList<>();
                for (int p : s.ps(test)) {
                    Result r = s.at(name, test, p, bytes);
                    if (r == null) continue;
                    xs.add((double) p);
                    ys.add(r.reportedUs() / Tables.scalingDivisor(test, p));
                }
                if (!xs.isEmpty()) c.addSeries(name + ", " + bytes + " B", xs, ys);
            }
            if (test.equals("Barrier")) break;
        }
        return c;
    }

    private static XYChart chart(String title, String x, String y) {
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(x).yAxisTitle(y).build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS).setMarkerSize(6);
        return c;
    }

    /** Saves a chart that has data and lists its file name. */
    private static void save(XYChart c, Path dir, String name, List<String> files) throws IOException {
        if (c.getSeriesMap().isEmpty()) return;
        BitmapEncoder.saveBitmap(c, dir.resolve(name).toString(), BitmapEncoder.BitmapFormat.PNG);
        files.add(name + ".png");
    }

    static String slug(String test) {
        return test.replaceAll("[^A-Za-z0-9]+", "_");
    }
}
