package io.mpj.bench.report;

import io.mpj.bench.results.Result;
import io.mpj.bench.results.Rounds;
import io.mpj.bench.results.RunInfo;
import io.mpj.bench.runner.OursRunner;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Writes report.md, report.html and plots/*.png for a result set and its sidecar. */
public final class Report {
    private Report() {
    }

    public static void write(List<Result> results, RunInfo info, Path dir) throws IOException {
        write(results, List.of(), info, dir);
    }

    /** With {@code rounds} (each round's rows, empty for one round) the report adds the spread across rounds. */
    public static void write(List<Result> results, List<Rounds.Row> rounds, RunInfo info, Path dir) throws IOException {
        Path plots = dir.resolve("plots");
        Files.createDirectories(plots);
        Series s = new Series(results);
        List<String> pngs = Plots.write(s, plots);
        String md = markdown(s, rounds, info, pngs);
        writeAtomically(dir.resolve("report.md"), md);
        writeAtomically(dir.resolve("report.html"), html(md));
    }

    static String markdown(Series s, List<Rounds.Row> rounds, RunInfo info, List<String> pngs) {
        StringBuilder md = new StringBuilder("# mpj-bench report\n\n");
        md.append("Measured ").append(info.date()).append(" with the **").append(info.method()).append("** method: ")
                .append(methodText(info.method())).append(" Times are in microseconds (one way for PingPong); ")
                .append("a factor (xN) is the time relative to the first line of the table. Compare libraries only "
                        + "within one run: absolute times depend on the machine.\n\n");
        md.append("| machine | |\n|---|---|\n");
        info.machine().forEach((k, v) -> md.append("| ").append(k).append(" | ").append(v).append(" |\n"));
        md.append("\n| library | version |\n|---|---|\n");
        info.libraries().forEach((k, v) -> md.append("| ").append(k).append(" | ").append(v).append(" |\n"));
        md.append("\nOptions: ");
        info.options().forEach((k, v) -> md.append('`').append(k).append('=').append(v).append("` "));
        md.append('\n');
        int cores = info.cores();
        if (s.ps().stream().anyMatch(p -> p > cores))
            md.append("\n**Oversubscribed:** runs with p > ").append(cores)
                    .append(" share the cores, so their times include waiting for a core; compare them across libraries only.\n");
        if (!info.failures().isEmpty()) {
            md.append("\n## Failed or skipped runs\n\n| library | device | p | reason |\n|---|---|---|---|\n");
            for (RunInfo.Failure f : info.failures())
                md.append("| ").append(f.library()).append(" | ").append(f.device()).append(" | ").append(f.p())
                        .append(" | ").append(f.reason().replace('|', '/')).append(" |\n");
        }
        List<WrongRows> wrong = wrongResults(s.results());
        if (!wrong.isEmpty()) {
            md.append("\n## Wrong results\n\nIn the suite's check (each size's first and last call, with known data; ")
                    .append("docs/methodology.md) these calls returned wrong data: their times, marked **wrong** below, ")
                    .append("are of a call that does not do its job. The ranks' messages in runs/ name the first wrong element.\n\n")
                    .append("| library/device | test | p | sizes |\n|---|---|---|---|\n");
            for (WrongRows w : wrong)
                md.append("| ").append(w.series()).append(" | ").append(w.test()).append(" | ").append(w.p()).append(" | ").append(w.sizes()).append(" |\n");
        }
        int n = (int) rounds.stream().mapToInt(Rounds.Row::round).distinct().count();
        if (n > 1) {
            md.append("\n## Across ").append(n).append(" rounds\n\nThe launches ran round after round, the libraries alternating. ")
                    .append("Each cell: the median over rounds of each round's median call time, [the smallest and largest of those], ")
                    .append("and the factor against the first line. results.csv combines the rounds (median of the reported ")
                    .append("times); rounds.csv has every round.\n").append(Tables.roundsMarkdown(s, rounds, cores));
            md.append('\n').append(AgainstBaseline.markdown("median call time", "test | p | size", OursRunner.OURS, OursRunner.BASELINE,
                    keySizeSamples(s, rounds)));
        }
        md.append("\n## Side by side at key sizes\n").append(Tables.markdown(s, cores));
        md.append("\n## Plots\n\n");
        for (String png : pngs) md.append("![").append(png).append("](plots/").append(png).append(")\n\n");
        md.append("\n## Every size\n\nAs the Intel MPI Benchmarks print them: the calls' minimum, mean and maximum; ")
                .append("a row is flagged where the slowest call took over ").append((int) Tables.OUTLIER).append(" medians.\n")
                .append(Tables.imbMarkdown(s));
        md.append("Data: `results.csv` (columns as in the project's docs/methodology.md), `results.json` (this header).\n");
        return md.toString();
    }

    /** Each round's median call time at the key sizes, in the order of the rounds. */
    private static List<AgainstBaseline.Sample> keySizeSamples(Series s, List<Rounds.Row> rounds) {
        Map<String, List<Long>> keySizes = new HashMap<>(); // per test, not per row: each scans every result
        return rounds.stream().sorted(Comparator.comparingInt(Rounds.Row::round)).map(Rounds.Row::result)
                .filter(r -> keySizes.computeIfAbsent(r.test(), t -> Tables.keySizes(s, t)).contains(r.bytes()))
                .map(r -> new AgainstBaseline.Sample(r.library(), r.device(), r.test() + " | " + r.p() + " | " + Tables.size(r.bytes()), r.medianUs()))
                .toList();
    }

    /** The sizes at which one series returned wrong data in one test at one p ({@code sizes} as "8 B, 1 KiB"). */
    public record WrongRows(String series, String test, int p, String sizes) {
    }

    /** Where a library returned wrong data in the suite's check, by series, test and p, in first-seen order. */
    public static List<WrongRows> wrongResults(List<Result> results) {
        Map<List<Object>, List<Long>> bySeriesTestP = new LinkedHashMap<>();
        for (Result r : results)
            if (r.wrong()) bySeriesTestP.computeIfAbsent(List.of(r.series(), r.test(), r.p()), k -> new ArrayList<>()).add(r.bytes());
        List<WrongRows> rows = new ArrayList<>();
        bySeriesTestP.forEach((k, sizes) -> rows.add(new WrongRows((String) k.get(0), (String) k.get(1), (Integer) k.get(2),
                sizes.stream().sorted().map(Tables::size).collect(Collectors.joining(", ")))));
        return rows;
    }

    private static String methodText(String method) {
        return switch (method) {
            case "min" -> "each size repeated, each call between Barriers, the maximum over ranks per call; the minimum over calls is reported.";
            case "luecke" -> "51 trials, the first discarded, the cache flushed and a Barrier before each; per trial the maximum over ranks; "
                    + "trials above 1.8 x median dropped (at most 10%); the mean of the rest is reported.";
            case "avg" -> "back-to-back calls after warm-up, the mean reported; for collectives time(collective + Barrier) - time(Barrier).";
            default -> "";
        };
    }

    /** The versions of the libraries, one line each, and the runs that failed or were skipped, with why. */
    public static String librariesAndFailures(RunInfo info) {
        StringBuilder md = new StringBuilder();
        info.libraries().forEach((k, v) -> md.append("- ").append(k).append(": ").append(v).append('\n'));
        if (!info.failures().isEmpty()) {
            md.append("\n**Failed or skipped:**\n\n");
            for (RunInfo.Failure f : info.failures())
                md.append("- ").append(f.library()).append('/').append(f.device()).append(" p=").append(f.p()).append(": ")
                        .append(f.reason()).append('\n');
        }
        return md.toString();
    }

    /** A Markdown report as a standalone HTML page (tables and images). */
    public static String html(String md) {
        List<Extension> ext = List.of(TablesExtension.create());
        String body = HtmlRenderer.builder().extensions(ext).build().render(Parser.builder().extensions(ext).build().parse(md));
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>mpj-bench report</title><style>"
                + "body{font-family:sans-serif;max-width:1000px;margin:auto}table{border-collapse:collapse;margin:.5em 0}"
                + "td,th{border:1px solid #ccc;padding:2px 8px}td{text-align:right}td:first-child{text-align:left}"
                + "img{max-width:100%}</style></head><body>\n" + body + "</body></html>\n";
    }

    private static void writeAtomically(Path file, String text) throws IOException {
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".report-", ".part");
        Files.writeString(tmp, text);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
