package io.mpj.bench.runner;

import io.mpj.bench.results.RunInfo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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

    /** Launches of a start-up that {@link LibraryRunner#lostStart} recognises, at most. */
    public static final int ATTEMPTS = 5;

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
            String round = l.round() > 0 ? "-r" + l.round() : l.round() == Plan.Launch.WARM_UP ? "-warmup" : "";
            String stem = fileName(lib.name() + "-" + job.deviceLabel() + "-p" + job.np() + suffix(job) + round);
            Path logFile = work.resolve(stem + ".log");
            try {
                ProcessRun.Outcome o = launch(l, programs.of(l, work, stem), logFile, prefix);
                if (!o.ok()) {
                    String why = o.ended() != null ? o.ended() + " (" + ATTEMPTS + " attempts)"
                            : o.timedOut() ? "timed out after " + job.timeoutSeconds() + " s" : "launcher exited with " + o.exitCode();
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

    /** {@code name} with every character a file name should not hold as {@code _}. */
    static String fileName(String name) {
        return name.replaceAll("[^A-Za-z0-9+_.-]", "_");
    }

    /**
     * One launch with what its device needs started around it; a start-up the library says was lost
     * is launched again (the device's services restarted), up to {@link #ATTEMPTS} times.
     */
    private ProcessRun.Outcome launch(Plan.Launch l, Program program, Path logFile, String prefix) throws Exception {
        LibraryRunner lib = l.runner();
        Job job = l.job();
        ProcessRun.Outcome o = null;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            AutoCloseable service = lib.start(job);
            // stopped by a signal: the device's services (daemons on every host) go too
            Thread hook = new Thread(() -> closeQuietly(service), "mpj-bench-stop");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                o = ProcessRun.run(lib.command(job, program), lib.environment(job), job.work(), job.timeoutSeconds() + 30,
                        logFile, line -> { if (progressLines.test(line)) log.println(prefix + line); }, lib::lostStart);
            } finally {
                ProcessRun.removeHook(hook);
                service.close();
            }
            if (o.ended() == null || attempt == ATTEMPTS) return o;
            Path kept = logFile.resolveSibling(logFile.getFileName().toString().replace(".log", "-lost" + attempt + ".log"));
            Files.move(logFile, kept, StandardCopyOption.REPLACE_EXISTING);
            log.println(prefix + l.label() + ": start-up lost (" + o.ended() + "; log kept in " + kept.getFileName() + "); launching again");
            Thread.sleep(lib.millisBeforeRelaunch(attempt));
        }
        return o;
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            // stopping on the way out: nothing more to do
        }
    }

    /**
     * Launches that differ only in their suite arguments get distinct files: JGF sizes, and the test of
     * a forced algorithm (binomial is a Bcast, a Reduce, a Gather and a Scatter algorithm).
     */
    private static String suffix(Job job) {
        int i = job.suiteArgs().indexOf("-size");
        if (i >= 0 && i + 1 < job.suiteArgs().size()) return "-" + job.suiteArgs().get(i + 1);
        int t = job.suiteArgs().indexOf("--tests");
        boolean forced = job.properties().keySet().stream().anyMatch(k -> k.startsWith("mpj.coll."));
        String tests = t >= 0 && t + 1 < job.suiteArgs().size() ? job.suiteArgs().get(t + 1) : "";
        return forced && !tests.isEmpty() && !tests.contains(",") ? "-" + tests : "";
    }

    private static RunInfo.Failure failure(Plan.Launch l, String reason) {
        return new RunInfo.Failure(l.runner().name(), l.job().deviceLabel(), l.job().np(), reason);
    }
}
