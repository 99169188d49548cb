package io.mpj.bench.runner;

import io.mpj.bench.results.RunInfo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Runs launches one after the other with progress on {@code log}: a library that cannot run here or
 * whose launch fails is recorded with the reason and the others go on. What a successful launch
 * produced is taken by the caller's {@link Collector}.
 */
public final class Executor {
    /** What a launch runs, given where its files go ({@code stem} names its CSV and log). */
    public interface Programs {
        Program of(Plan.Launch launch, Path work, String stem) throws IOException;
    }

    /** The library versions seen and the launches that failed or could not run. */
    public record Summary(Map<String, String> versions, List<RunInfo.Failure> failures) {
    }

    /** Takes the results of a launch that exited cleanly; an IOException marks the launch failed. */
    public interface Collector {
        void collect(Plan.Launch launch, Path work, String stem, Path log) throws IOException;
    }

    private final PrintStream log;
    private final Predicate<String> progressLines;

    public Executor(PrintStream log, Predicate<String> progressLines) {
        this.log = log;
        this.progressLines = progressLines;
    }

    public Summary run(List<Plan.Launch> launches, Path work, Programs programs, Collector collector) throws IOException {
        Files.createDirectories(work);
        Map<String, String> versions = new LinkedHashMap<>();
        List<RunInfo.Failure> failures = new ArrayList<>();
        Set<String> reported = new HashSet<>();
        int i = 0;
        for (Plan.Launch l : launches) {
            String prefix = "[" + ++i + "/" + launches.size() + "] ";
            LibraryRunner lib = l.runner();
            Job job = l.job();
            var missing = lib.unavailable();
            if (missing.isPresent()) {
                if (reported.add(lib.name())) log.println(prefix + lib.name() + " skipped: " + missing.get());
                failures.add(failure(l, "unavailable: " + missing.get()));
                continue;
            }
            versions.computeIfAbsent(lib.name(), n -> lib.version());
            log.println(prefix + l.label() + " ...");
            String stem = (lib.name() + "-" + job.deviceLabel() + "-p" + job.np() + suffix(job) + (l.round() > 0 ? "-r" + l.round() : ""))
                    .replaceAll("[^A-Za-z0-9+_.-]", "_");
            Path logFile = work.resolve(stem + ".log");
            try (AutoCloseable service = lib.start(job)) {
                List<String> command = lib.command(job, programs.of(l, work, stem));
                ProcessRun.Outcome o = ProcessRun.run(command, lib.environment(job), job.work(), job.timeoutSeconds() + 30,
                        logFile, line -> { if (progressLines.test(line)) log.println(prefix + line); });
                if (!o.ok()) {
                    String why = o.timedOut() ? "timed out after " + job.timeoutSeconds() + " s" : "launcher exited with " + o.exitCode();
                    log.println(prefix + l.label() + " FAILED: " + why + "; log: " + logFile);
                    o.tail().forEach(t -> log.println(prefix + "  | " + t));
                    failures.add(failure(l, why + (o.tail().isEmpty() ? "" : ": " + o.tail().get(o.tail().size() - 1))));
                    continue;
                }
                collector.collect(l, work, stem, logFile);
            } catch (Exception e) {
                log.println(prefix + l.label() + " FAILED: " + e.getMessage());
                failures.add(failure(l, String.valueOf(e.getMessage())));
            }
        }
        return new Summary(versions, failures);
    }

    /** Launches that differ only in their suite arguments (e.g. JGF sizes) get distinct files. */
    private static String suffix(Job job) {
        int i = job.suiteArgs().indexOf("-size");
        return i >= 0 && i + 1 < job.suiteArgs().size() ? "-" + job.suiteArgs().get(i + 1) : "";
    }

    private static RunInfo.Failure failure(Plan.Launch l, String reason) {
        return new RunInfo.Failure(l.runner().name(), l.job().deviceLabel(), l.job().np(), reason);
    }
}
