package io.mpj.bench.runner;

import io.mpj.bench.results.Result;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.bench.results.RunInfo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Executes a plan: each launch in turn, progress on {@code log}; a library that cannot run or fails
 * is recorded and the others go on. The CSV of each launch is only taken once its launcher exited
 * cleanly (the suite writes it atomically at the end), so partial runs never pass for results.
 */
public final class Comparison {
    /** Rows measured, and the launches that produced none. */
    public record Outcome(List<Result> results, List<RunInfo.Failure> failures, Map<String, String> versions) {
    }

    private final PrintStream log;

    public Comparison(PrintStream log) {
        this.log = log;
    }

    public Outcome run(List<Plan.Launch> launches, Path work) throws IOException {
        Files.createDirectories(work);
        List<Result> results = new ArrayList<>();
        List<RunInfo.Failure> failures = new ArrayList<>();
        Map<String, String> versions = new LinkedHashMap<>();
        Set<String> unavailableReported = new LinkedHashSet<>();
        int i = 0;
        for (Plan.Launch l : launches) {
            i++;
            String prefix = "[" + i + "/" + launches.size() + "] ";
            LibraryRunner lib = l.runner();
            Job job = l.job();
            var missing = lib.unavailable();
            if (missing.isPresent()) {
                if (unavailableReported.add(lib.name())) log.println(prefix + lib.name() + " skipped: " + missing.get());
                failures.add(new RunInfo.Failure(lib.name(), job.deviceLabel(), job.np(), "unavailable: " + missing.get()));
                continue;
            }
            versions.computeIfAbsent(lib.name(), n -> lib.version());
            log.println(prefix + l.label() + " ...");
            String stem = (lib.name() + "-" + job.deviceLabel() + "-p" + job.np()).replaceAll("[^A-Za-z0-9+_.-]", "_");
            Path csv = work.resolve(stem + ".csv");
            Files.deleteIfExists(csv);
            try (AutoCloseable service = lib.start(job)) {
                ProcessRun.Outcome o = ProcessRun.run(lib.command(job, csv), lib.environment(job), job.work(),
                        job.timeoutSeconds() + 30, work.resolve(stem + ".log"), line -> log.println(prefix + line));
                if (o.ok() && Files.exists(csv)) {
                    results.addAll(ResultsCsv.read(csv));
                } else {
                    String why = o.timedOut() ? "timed out after " + job.timeoutSeconds() + " s"
                            : o.exitCode() != 0 ? "launcher exited with " + o.exitCode() : "no CSV written";
                    log.println(prefix + l.label() + " FAILED: " + why + "; log: " + work.resolve(stem + ".log"));
                    o.tail().forEach(t -> log.println(prefix + "  | " + t));
                    failures.add(new RunInfo.Failure(lib.name(), job.deviceLabel(), job.np(),
                            why + (o.tail().isEmpty() ? "" : ": " + o.tail().get(o.tail().size() - 1))));
                }
            } catch (Exception e) {
                log.println(prefix + l.label() + " FAILED: " + e.getMessage());
                failures.add(new RunInfo.Failure(lib.name(), job.deviceLabel(), job.np(), String.valueOf(e.getMessage())));
            }
        }
        return new Outcome(results, failures, versions);
    }
}
