package io.mpj.model.report;

import io.mpj.bench.report.Report;
import io.mpj.bench.results.Result;
import io.mpj.model.EagerThreshold;
import io.mpj.model.ModelSet;
import io.mpj.model.fit.SeriesModel;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The fit report: tables in the layout of [P0]'s Tables 1-4 (t0(p), ti(p), tb(p), pi0^pag,
 * Bw_as^pag per primitive and library, plus the complexity the forms reveal and the AARE of each
 * model), reduction costs, the eager threshold, metrics.csv, and plots of measured against Hockney,
 * extended and piecewise (latency and bandwidth), like [P0]'s Figures 1-4.
 */
public final class ModelReport {
    private ModelReport() {
    }

    public static void write(ModelSet set, List<Result> rows, List<EagerThreshold> eager, Path dir) throws IOException {
        Files.createDirectories(dir.resolve("plots"));
        MetricsCsv.write(set, dir.resolve("metrics.csv"));
        StringBuilder md = new StringBuilder("# mpj-model: fitted latency models\n\n");
        md.append("Parameters as in [P0]'s tables: t0(p), ti(p) in us, tb(p) in ns/byte, each x(p) = a + b·form(p) with ")
                .append("⌈lp⌉ = ⌈log2 p⌉; π0^pag in KB/s, Bw_as^pag in MB/s (peaks over p = 2, 4, ..., pmax); AARE over fresh ")
                .append("random sizes (blank when not measured). Data: metrics.csv, model.json.\n\n");
        md.append("| primitive | library/device | t0(p) | ti(p) | tb(p) | complexity | π0^pag | Bw_as^pag | n½^mag (B) | AARE Hockney | AARE extended | AARE piecewise |\n");
        md.append("|---|---|---|---|---|---|---:|---:|---:|---:|---:|---:|\n");
        List<ModelSet.Entry> entries = new ArrayList<>(set.entries());
        entries.sort(Comparator.comparing((ModelSet.Entry e) -> e.model().primitive()));
        for (ModelSet.Entry e : entries) {
            SeriesModel m = e.model();
            md.append("| ").append(m.primitive()).append(" | ").append(m.library()).append('/').append(m.device())
                    .append(" | ").append(m.t0().formula()).append(" | ").append(m.ti().formula()).append(" | ")
                    .append(m.tbNsPerByte().formula()).append(" | ").append(m.formsDetermined() ? m.tbNsPerByte().form().complexity() : "? (" + m.perP().size() + " p)").append(" | ")
                    .append(fmt(e.metrics().pi0PagKBps())).append(" | ").append(fmt(e.metrics().bwAsPagMBps())).append(" | ")
                    .append(fmt(e.metrics().nHalfMagBytes())).append(" | ")
                    .append(e.accuracy() == null ? "" : pct(e.accuracy().hockney())).append(" | ")
                    .append(e.accuracy() == null ? "" : pct(e.accuracy().extended())).append(" | ")
                    .append(e.accuracy() == null ? "" : pct(e.accuracy().piecewise())).append(" |\n");
        }
        if (!set.reductions().isEmpty()) {
            md.append("\n## Reduction cost ([P2])\n\ntc(p) = tb(Reduce, SUM on doubles) − tb(Reduce-null), ns/byte; rcc(p) = tb(Reduce-null)/tc.\n\n")
                    .append("| library/device | p | tc(p) | rcc(p) |\n|---|---:|---:|---:|\n");
            for (ModelSet.ReductionCost r : set.reductions())
                for (int p : r.tcNsPerByte().keySet())
                    md.append("| ").append(r.library()).append('/').append(r.device()).append(" | ").append(p).append(" | ")
                            .append(fmt(r.tcNsPerByte().get(p))).append(" | ").append(fmt(r.rcc().get(p))).append(" |\n");
        }
        if (!eager.isEmpty()) {
            md.append("\n## Eager/rendezvous threshold\n\n| library/device | configured (B) | breakpoint found (B) | protocol lines cross at (B) |\n|---|---:|---:|---:|\n");
            for (EagerThreshold t : eager)
                md.append("| ").append(t.library()).append('/').append(t.device()).append(" | ").append(t.configuredBytes())
                        .append(" | ").append(Double.isNaN(t.breakpointBytes()) ? "none found" : fmt(t.breakpointBytes()))
                        .append(" | ").append(fmt(t.recommendedBytes())).append(" |\n");
        }
        md.append("\n## Measured and modelled\n\n");
        for (ModelSet.Entry e : entries) {
            SeriesModel m = e.model();
            int p = m.pmax();
            List<Result> measured = rows.stream().filter(r -> r.library().equals(m.library()) && r.device().equals(m.device())
                    && r.test().equals(m.primitive()) && r.p() == p && r.bytes() > 0).sorted(Comparator.comparingLong(Result::bytes)).toList();
            if (measured.size() < 2) continue;
            String name = (m.library() + "-" + m.device() + "-" + m.primitive() + "-p" + p).replaceAll("[^A-Za-z0-9+_.-]", "_");
            save(chart(m, p, measured, false), dir.resolve("plots/fit-latency-" + name));
            save(chart(m, p, measured, true), dir.resolve("plots/fit-bandwidth-" + name));
            md.append("![](plots/fit-latency-").append(name).append(".png) ![](plots/fit-bandwidth-").append(name).append(".png)\n\n");
        }
        Files.writeString(dir.resolve("model-report.md"), md.toString());
        Files.writeString(dir.resolve("model-report.html"), Report.html(md.toString()));
    }

    private static XYChart chart(SeriesModel m, int p, List<Result> measured, boolean bandwidth) {
        String title = m.primitive() + ", " + m.library() + "/" + m.device() + ", p = " + p + (bandwidth ? ": bandwidth" : ": latency");
        XYChart c = new XYChartBuilder().width(760).height(460).title(title).xAxisTitle("message size (bytes)")
                .yAxisTitle(bandwidth ? "MB/s" : "time (us)").build();
        c.getStyler().setXAxisLogarithmic(true).setYAxisLogarithmic(!bandwidth).setLegendPosition(Styler.LegendPosition.InsideNW);
        List<Double> xs = measured.stream().map(r -> (double) r.bytes()).toList();
        XYSeries s = c.addSeries("measured", xs, measured.stream().map(r -> value(r.bytes(), r.reportedUs(), bandwidth)).toList());
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        List<Double> grid = new ArrayList<>();
        for (double n = xs.get(0); n <= xs.get(xs.size() - 1) * 1.0001; n *= 1.25) grid.add(n);
        c.addSeries("Hockney", grid, grid.stream().map(n -> value(n, m.hockney(n, p), bandwidth)).toList()).setMarker(SeriesMarkers.NONE);
        c.addSeries("extended", grid, grid.stream().map(n -> value(n, m.extended(n, p), bandwidth)).toList()).setMarker(SeriesMarkers.NONE);
        c.addSeries("piecewise", grid, grid.stream().map(n -> value(n, m.piecewise(n, p), bandwidth)).toList()).setMarker(SeriesMarkers.NONE);
        return c;
    }

    private static double value(double n, double us, boolean bandwidth) {
        double v = bandwidth ? n / us : us;
        return v > 0 && Double.isFinite(v) ? v : Double.MIN_NORMAL;
    }

    private static void save(XYChart c, Path file) throws IOException {
        BitmapEncoder.saveBitmap(c, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }

    static String fmt(Double v) {
        if (v == null || Double.isNaN(v)) return "";
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.1f" : "%.3g", v);
    }

    static String pct(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.1f%%", 100 * v);
    }
}
