package io.mpj.bench.cgm;

import io.mpj.bench.report.AgainstBaseline;
import io.mpj.bench.report.Report;
import io.mpj.bench.report.Spread;
import io.mpj.bench.results.RunInfo;
import io.mpj.bench.runner.OursRunner;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * cgm.csv, cgm.md/.html and, per kernel, time per item against n with one line per library,
 * device and p, as the coarse-grained evaluations plot them ([P4]): a flat line scales linearly in n,
 * and lines closer together over p mean better speedup.
 */
public final class CgmReport {
    public static final List<String> KERNELS = List.of("ListRanking", "Sort", "MatMul");

    private CgmReport() {
    }

    public static void write(List<CgmTime> times, RunInfo info, Path dir) throws IOException {
        Files.createDirectories(dir.resolve("plots"));
        try (Writer w = Files.newBufferedWriter(dir.resolve("cgm.csv"));
             CSVPrinter csv = new CSVPrinter(w, CSVFormat.DEFAULT.builder()
                     .setHeader("library", "device", "kernel", "n", "p", "seconds", "ns_per_item").setRecordSeparator('\n').build())) {
            for (CgmTime t : times) csv.printRecord(t.library(), t.device(), t.kernel(), t.n(), t.p(), t.seconds(), t.nsPerItem());
        }
        List<String> pngs = new ArrayList<>();
        for (String kernel : KERNELS) {
            XYChart c = chart(times, kernel);
            if (c.getSeriesMap().isEmpty()) continue;
            BitmapEncoder.saveBitmap(c, dir.resolve("plots/cgm-" + kernel).toString(), BitmapEncoder.BitmapFormat.PNG);
            pngs.add("cgm-" + kernel + ".png");
        }
        String md = markdown(times, info, pngs);
        Files.writeString(dir.resolve("cgm.md"), md);
        Files.writeString(dir.resolve("cgm.html"), Report.html(md));
    }

    static String markdown(List<CgmTime> times, RunInfo info, List<String> pngs) {
        List<String> series = times.stream().map(CgmTime::series).distinct().toList();
        List<Integer> ps = new ArrayList<>(new TreeSet<>(times.stream().map(CgmTime::p).toList()));
        StringBuilder md = new StringBuilder("# Coarse-grained kernels across libraries\n\n");
        md.append("Measured ").append(info.date()).append(". Wall time per item in ns (items: list elements, keys, entries of C; ")
                .append("lower is better; with rounds, the median [min-max]), with the factor over the same library and device at p = 1. ")
                .append(info.machine().getOrDefault("cores", "?")).append(" cores: larger p oversubscribe them.");
        if (info.options().get("warmup") instanceof Number w && w.intValue() > 0) {
            md.append(" Each launch ran the algorithm ").append(w).append(" time(s) untimed before the timed run (`--warmup`).");
        }
        md.append("\n\n");
        md.append(Report.librariesAndFailures(info));
        md.append("\n| kernel | n |");
        for (String s : series) for (int p : ps) md.append(' ').append(s).append(" p=").append(p).append(" |");
        md.append("\n|---|---:|").append("---:|".repeat(series.size() * ps.size())).append('\n');
        for (String kernel : KERNELS) {
            for (long n : new TreeSet<>(times.stream().filter(t -> t.kernel().equals(kernel)).map(CgmTime::n).toList())) {
                md.append("| ").append(kernel).append(" | ").append(n).append(" |");
                for (String s : series)
                    for (int p : ps) {
                        Spread t = find(times, s, kernel, n, p), one = find(times, s, kernel, n, 1);
                        md.append(' ').append(t == null ? "-" : t.format("%.1f"));
                        if (t != null && one != null && p > 1) md.append(String.format(Locale.ROOT, " (%.2fx)", one.median() / t.median()));
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
    static String againstBaseline(List<CgmTime> times) {
        return AgainstBaseline.markdown("time per item", "kernel | n | p", OursRunner.OURS, OursRunner.BASELINE, times.stream()
                .map(t -> new AgainstBaseline.Sample(t.library(), t.device(), t.kernel() + " | " + t.n() + " | " + t.p(), t.nsPerItem())).toList());
    }

    private static XYChart chart(List<CgmTime> times, String kernel) {
        XYChart c = new XYChartBuilder().width(860).height(520).title(kernel + ": time per item").xAxisTitle("n (items)")
                .yAxisTitle("ns per item").build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setXAxisLogarithmic(true).setYAxisLogarithmic(true);
        for (String s : times.stream().map(CgmTime::series).distinct().toList()) {
            for (int p : new TreeSet<>(times.stream().map(CgmTime::p).toList())) {
                List<Long> ns = new ArrayList<>(new TreeSet<>(times.stream()
                        .filter(t -> t.series().equals(s) && t.kernel().equals(kernel) && t.p() == p).map(CgmTime::n).toList()));
                if (ns.isEmpty()) continue;
                c.addSeries(s + " p=" + p, ns.stream().map(Long::doubleValue).toList(),
                        ns.stream().map(n -> find(times, s, kernel, n, p).median()).toList());
            }
        }
        return c;
    }

    /** The ns per item of every round of one kernel, n, p and series; null if none. */
    private static Spread find(List<CgmTime> times, String series, String kernel, long n, int p) {
        return Spread.of(times.stream().filter(t -> t.series().equals(series) && t.kernel().equals(kernel) && t.n() == n && t.p() == p)
                .mapToDouble(CgmTime::nsPerItem));
    }
}
