package io.mpj.bench.jgf;

import io.mpj.bench.report.AgainstBaseline;
import io.mpj.bench.report.Report;
import io.mpj.bench.report.Spread;
import io.mpj.bench.results.RunInfo;
import io.mpj.bench.runner.OursRunner;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries.CategorySeriesRenderStyle;
import org.knowm.xchart.style.Styler;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * jgf.csv, jgf.md/.html and one speedup plot per kernel in the style of seed 000's Figure 5 (bars
 * per size and process count, one per library and device). Speedup is against the same library and
 * device at p = 1.
 */
public final class KernelReport {
    static final List<String> KERNELS = List.of("Series", "Crypt", "SOR", "SparseMatmult", "LUFact", "MolDyn", "MonteCarlo", "RayTracer");

    private KernelReport() {
    }

    public static void write(List<KernelTime> times, RunInfo info, Path dir) throws IOException {
        Files.createDirectories(dir.resolve("plots"));
        try (Writer w = Files.newBufferedWriter(dir.resolve("jgf.csv"));
             CSVPrinter csv = new CSVPrinter(w, CSVFormat.DEFAULT.builder()
                     .setHeader("library", "device", "kernel", "size", "p", "seconds").setRecordSeparator('\n').build())) {
            for (KernelTime t : times) csv.printRecord(t.library(), t.device(), t.kernel(), t.size(), t.p(), t.seconds());
        }
        List<String> pngs = new ArrayList<>();
        for (String kernel : KERNELS) {
            CategoryChart c = speedupChart(times, kernel);
            if (c == null) continue;
            BitmapEncoder.saveBitmap(c, dir.resolve("plots/jgf-speedup-" + kernel).toString(), BitmapEncoder.BitmapFormat.PNG);
            pngs.add("jgf-speedup-" + kernel + ".png");
        }
        String md = markdown(times, info, pngs);
        Files.writeString(dir.resolve("jgf.md"), md);
        Files.writeString(dir.resolve("jgf.html"), Report.html(md));
    }

    static String markdown(List<KernelTime> times, RunInfo info, List<String> pngs) {
        List<String> series = times.stream().map(KernelTime::series).distinct().toList();
        List<Integer> ps = new ArrayList<>(new TreeSet<>(times.stream().map(KernelTime::p).toList()));
        StringBuilder md = new StringBuilder("# JGF kernels (Section 2) and applications (Section 3) across libraries\n\n");
        md.append("Measured ").append(info.date()).append(". Seconds as each kernel prints them (Section 3: the Run timer; lower is better; with rounds, the median [min-max]); ")
                .append("speedup = the same library and device at p = 1 over this time. ")
                .append(info.machine().getOrDefault("cores", "?")).append(" cores: larger p oversubscribe them.\n\n");
        md.append(Report.librariesAndFailures(info));
        md.append("\n| kernel | size |");
        for (String s : series) for (int p : ps) md.append(' ').append(s).append(" p=").append(p).append(" |");
        md.append("\n|---|---|").append("---:|".repeat(series.size() * ps.size())).append('\n');
        for (String kernel : KERNELS) {
            for (String size : times.stream().map(KernelTime::size).distinct().sorted().toList()) {
                if (times.stream().noneMatch(t -> t.kernel().equals(kernel) && t.size().equals(size))) continue;
                md.append("| ").append(kernel).append(" | ").append(size).append(" |");
                for (String s : series)
                    for (int p : ps) {
                        Spread t = find(times, s, kernel, size, p), one = find(times, s, kernel, size, 1);
                        md.append(' ').append(t == null ? "-" : t.format("%.3f"));
                        if (t != null && one != null && p > 1)
                            md.append(String.format(Locale.ROOT, " (%.2fx)", one.median() / t.median()));
                        md.append(" |");
                    }
                md.append('\n');
            }
        }
        md.append('\n').append(againstBaseline(times));
        for (String png : pngs) md.append("![").append(png).append("](plots/").append(png).append(")\n\n");
        return md.toString();
    }

    /** With a baseline build in the run ({@code --baseline}): ours over it, round by round; empty without one. */
    static String againstBaseline(List<KernelTime> times) {
        return AgainstBaseline.markdown("time", "kernel | size | p", OursRunner.OURS, OursRunner.BASELINE, times.stream()
                .map(t -> new AgainstBaseline.Sample(t.library(), t.device(), t.kernel() + " | " + t.size() + " | " + t.p(), t.seconds())).toList());
    }

    /** Seed 000's Figure 5: categories size+p (A2, A4, B2, ...), one bar per library and device. */
    private static CategoryChart speedupChart(List<KernelTime> times, String kernel) {
        List<String> categories = new ArrayList<>();
        List<String> series = times.stream().map(KernelTime::series).distinct().toList();
        for (String size : times.stream().map(KernelTime::size).distinct().sorted().toList())
            for (int p : new TreeSet<>(times.stream().map(KernelTime::p).toList()))
                if (p > 1) categories.add(size + p);
        if (categories.isEmpty()) return null;
        CategoryChart c = new CategoryChartBuilder().width(860).height(480).title(kernel + ": speedup over p = 1")
                .xAxisTitle("size and processes").yAxisTitle("speedup").build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        boolean any = false;
        for (String s : series) {
            List<Double> ys = new ArrayList<>();
            for (String cat : categories) {
                String size = cat.substring(0, 1);
                int p = Integer.parseInt(cat.substring(1));
                Spread t = find(times, s, kernel, size, p), one = find(times, s, kernel, size, 1);
                ys.add(t != null && one != null ? one.median() / t.median() : 0.0);
            }
            if (ys.stream().anyMatch(v -> v > 0)) {
                c.addSeries(s, categories, ys);
                any = true;
            }
        }
        if (!any) return null;
        c.addSeries("speedup 1 (no gain)", categories, Collections.nCopies(categories.size(), 1.0)) // the line to beat
                .setChartCategorySeriesRenderStyle(CategorySeriesRenderStyle.Line);
        return c;
    }

    /** The seconds of every round of one kernel, size, p and series; null if none. */
    private static Spread find(List<KernelTime> times, String series, String kernel, String size, int p) {
        return Spread.of(times.stream().filter(t -> t.series().equals(series) && t.kernel().equals(kernel) && t.size().equals(size)
                && t.p() == p).mapToDouble(KernelTime::seconds));
    }
}
