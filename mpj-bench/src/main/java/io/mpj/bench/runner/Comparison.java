package io.mpj.bench.runner;

import io.mpj.bench.results.Result;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.bench.results.RunInfo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs the suite for every launch of a plan. Each launch's CSV is taken only once its launcher
 * exited cleanly (the suite writes it atomically at its end), so partial runs never pass for results.
 */
public final class Comparison {
    /** Rows measured, and the launches that produced none. */
    public record Outcome(List<Result> results, List<RunInfo.Failure> failures, Map<String, String> versions) {
    }

    private final PrintStream log;
    private final Layout layout;

    public Comparison(PrintStream log, Layout layout) {
        this.log = log;
        this.layout = layout;
    }

    public Outcome run(List<Plan.Launch> launches, Path work) throws IOException {
        List<Result> results = new ArrayList<>();
        Executor.Summary s = new Executor(log, line -> line.startsWith("mpj-bench:")).run(launches, work,
                (l, dir, stem) -> {
                    Path csv = dir.resolve(stem + ".csv");
                    Files.deleteIfExists(csv);
                    return Program.suite(layout, l.runner().name(), l.job(), csv);
                },
                (l, dir, stem, logFile) -> {
                    Path csv = dir.resolve(stem + ".csv");
                    if (!Files.exists(csv)) throw new IOException("the launcher exited cleanly but wrote no CSV; log: " + logFile);
                    results.addAll(ResultsCsv.read(csv));
                });
        return new Outcome(results, s.failures(), s.versions());
    }
}
