package io.mpj.bench.report;

import io.mpj.bench.results.Result;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The report's PNG plots: latency (log-log) and bandwidth against message size, one line per
 * library and device, and seed 001's scalability views: time against p at a short and a long
 * message, raw and divided by the cost model's p-term (log2 p for trees, p - 1 for personalised
 * exchanges) so that a flat line means the expected scaling. Each series has its own colour and
 * marker; latency plots draw the median call as a dashed line in its colour, above the reported time.
 */
final class Plots {
    private static final int WIDTH = 860, HEIGHT = 520;
    private static final Color[] COLOURS = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0x9467bd),
            new Color(0xff7f0e), new Color(0x8c564b), new Color(0xe377c2), new Color(0x17becf), new Color(0x7f7f7f), new Color(0xbcbd22)};
    private static final Marker[] MARKERS = {SeriesMarkers.CIRCLE, SeriesMarkers.DIAMOND, SeriesMarkers.SQUARE, SeriesMarkers.TRIANGLE_UP,
            SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.CROSS, SeriesMarkers.PLUS, SeriesMarkers.OVAL, SeriesMarkers.RECTANGLE};

    private Plots() {
    }

    /** Writes the plots of every test into {@code dir}; returns their file names in report order. */
    static List<String> write(Series s, Path dir) throws IOException {
        List<String> files = new ArrayList<>();
        for (String test : s.tests()) {
            for (int p : test.equals("Barrier") ? List.<Integer>of() : s.ps(test)) { // Barrier: time against p only
                Map<String, List<Result>> curves = s.curves(test, p);
                save(sizeChart(test + ", p = " + p + ": latency", "time (µs)", curves, Result::reportedUs, true),
                        dir, "latency-" + slug(test) + "-p" + p, files);
                save(sizeChart(test + ", p = " + p + ": bandwidth", "MB/s", curves, Result::mbps, false),
                        dir, "bandwidth-" + slug(test) + "-p" + p, files);
            }
            if (s.ps(test).size() > 1) save(scalingChart(s, test), dir, "scaling-" + slug(test), files);
        }
        return files;
    }

    /**
     * Against message size, on a log2 axis labelled in B, KiB and MiB; {@code logY} marks a latency
     * plot, which also draws each series' median call as a dashed line: the spread above the reported time.
     */
    private static XYChart sizeChart(String title, String yTitle, Map<String, List<Result>> curves,
                                     ToDoubleFunction<Result> y, boolean logY) {
        XYChart c = chart(title, "message size", yTitle);
        c.getStyler().setYAxisLogarithmic(logY).setxAxisTickLabelsFormattingFunction(x -> Tables.size(Math.round(Math.pow(2, x))));
        int i = 0;
        for (Map.Entry<String, List<Result>> e : curves.entrySet()) {
            List<Result> rows = e.getValue().stream().filter(r -> r.bytes() > 0 && y.applyAsDouble(r) > 0).toList(); // log axes: no 0
            if (rows.isEmpty()) continue;
            List<Double> xs = rows.stream().map(r -> Math.log(r.bytes()) / Math.log(2)).toList();
            style(c.addSeries(e.getKey(), xs, rows.stream().map(y::applyAsDouble).toList()), i);
            if (logY && rows.stream().anyMatch(r -> r.medianUs() > r.reportedUs())) {
                XYSeries median = c.addSeries(e.getKey() + " median", xs, rows.stream().map(Result::medianUs).toList());
                median.setMarker(SeriesMarkers.NONE);
                median.setLineStyle(SeriesLines.DASH_DASH);
                median.setLineColor(COLOURS[i % COLOURS.length]);
                median.setShowInLegend(false);
            }
            i++;
        }
        if (logY) c.setTitle(title + " (dashed: the median call)");
        return c;
    }

    /** The i-th series' colour and marker, so that lines stay apart in print and for colour-blind readers. */
    private static void style(XYSeries s, int i) {
        s.setLineColor(COLOURS[i % COLOURS.length]);
        s.setMarkerColor(COLOURS[i % COLOURS.length]);
        s.setMarker(MARKERS[i % MARKERS.length]);
        s.setLineStyle(SeriesLines.SOLID); // dashed lines are the medians
    }

    /** Time / f(p) against p at the short and the long message, one line per series and size. */
    private static XYChart scalingChart(Series s, String test) {
        String f = Tables.scalingTerm(test);
        XYChart c = chart(test + ": scalability, time / " + f, "processes p", "time / " + f + " (µs)");
        int i = 0;
        Set<Long> shown = new HashSet<>();
        for (long target : new long[] {8, 16384}) {
            long bytes = test.equals("Barrier") ? 0 : s.closest(test, target);
            if (bytes < 0 || !shown.add(bytes)) continue; // one size measured near both targets: one line
            for (String name : s.names()) {
                List<Double> xs = new ArrayList<>(), ys = new ArrayList<>();
                for (int p : s.ps(test)) {
                    Result r = s.at(name, test, p, bytes);
                    if (r == null) continue;
                    xs.add((double) p);
                    ys.add(r.reportedUs() / Tables.scalingDivisor(test, p));
                }
                if (!xs.isEmpty()) style(c.addSeries(name + ", " + Tables.size(bytes), xs, ys), i++);
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
