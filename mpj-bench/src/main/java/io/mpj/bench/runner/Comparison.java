package io.mpj.bench.runner;

import io.mpj.bench.results.Result;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.bench.results.Rounds;
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
    /**
     * Rows measured (one per measurement, combined over rounds), each round's rows (empty for a plan of
     * one round), and the launches that produced none.
     */
    public record Outcome(List<Result> results, List<Rounds.Row> rounds, List<RunInfo.Failure> failures,
                          Map<String, String> versions) {
    }

    private final PrintStream log;
    private final Layout layout;

    public Comparison(PrintStream log, Layout layout) {
        this.log = log;
        this.layout = layout;
    }

    public Outcome run(List<Plan.Launch> launches, Path work) throws IOException {
        List<Rounds.Row> rows = new ArrayList<>();
        Executor.Summary s = new Executor(log, line -> line.startsWith("mpj-bench:")).run(launches, work,
                (l, dir, stem) -> {
                    Path csv = dir.resolve(stem + ".csv");
                    Files.deleteIfExists(csv);
                    return Program.suite(layout, l.runner().name(), l.job(), csv);
                },
                (l, dir, stem, logFile) -> {
                    Path csv = dir.resolve(stem + ".csv");
                    if (!Files.exists(csv)) throw new IOException("the launcher exited cleanly but wrote no CSV; log: " + logFile);
                    for (Result r : ResultsCsv.read(csv)) rows.add(new Rounds.Row(l.round(), r));
                });
        boolean rounds = launches.stream().anyMatch(l -> l.round() > 0);
        return new Outcome(Rounds.combine(rows), rounds ? rows : List.of(), s.failures(), s.versions());
    }
}
