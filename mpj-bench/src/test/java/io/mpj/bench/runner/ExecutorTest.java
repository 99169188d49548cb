package io.mpj.bench.runner;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Launches whose start-up is lost: ended at the line that says so, launched again, services restarted each time. */
@Timeout(60)
class ExecutorTest {
    /** A launcher that loses its start-up on the first {@code losses} launches (a line, then it would hang), then succeeds. */
    private static final class FlakyStart implements LibraryRunner {
        final int losses;
        final AtomicInteger launches = new AtomicInteger(), servicesStarted = new AtomicInteger(), servicesStopped = new AtomicInteger();

        FlakyStart(int losses) {
            this.losses = losses;
        }

        @Override
        public String name() {
            return "flaky";
        }

        @Override
        public List<String> devices() {
            return List.of("dev");
        }

        @Override
        public Optional<String> unavailable() {
            return Optional.empty();
        }

        @Override
        public String version() {
            return "1";
        }

        @Override
        public List<String> command(Job job, Program program) {
            boolean lose = launches.incrementAndGet() <= losses;
            return List.of("sh", "-c", lose ? "echo starting; echo 'LOST START'; sleep 300" : "echo done");
        }

        @Override
        public AutoCloseable start(Job job) {
            servicesStarted.incrementAndGet();
            return servicesStopped::incrementAndGet;
        }

        @Override
        public String lostStart(String line) {
            return line.equals("LOST START") ? "lost" : null;
        }
    }

    private static Executor.Summary run(FlakyStart lib, Path dir, List<Path> collected, ByteArrayOutputStream out) throws IOException {
        return run(lib, new Job("dev", "dev", 2, List.of(), Map.of(), dir, 300, null), dir, collected, out);
    }

    private static Executor.Summary run(FlakyStart lib, Job job, Path dir, List<Path> collected, ByteArrayOutputStream out) throws IOException {
        Program program = new Program("test", dir.resolve("none.jar"), "Main", null, List.of());
        return new Executor(new PrintStream(out, true, StandardCharsets.UTF_8), line -> false)
                .run(List.of(new Plan.Launch(lib, job)), dir.resolve("runs"), (l, w, stem) -> program,
                        (l, w, stem, log) -> collected.add(log));
    }

    @Test
    void aLostStartIsEndedAtOnceAndLaunchedAgain(@TempDir Path dir) throws IOException {
        FlakyStart lib = new FlakyStart(2);
        List<Path> collected = new ArrayList<>();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long t0 = System.nanoTime();
        Executor.Summary s = run(lib, dir, collected, out);
        assertTrue(System.nanoTime() - t0 < 30e9, "ended at the line, not at the 300 s timeout");
        assertEquals(List.of(), s.failures(), out.toString(StandardCharsets.UTF_8));
        assertEquals(3, lib.launches.get());
        assertEquals(3, lib.servicesStarted.get());
        assertEquals(3, lib.servicesStopped.get());
        assertEquals(1, collected.size());
        assertEquals("done", Files.readString(collected.get(0)).strip());
        assertTrue(Files.readString(dir.resolve("runs/flaky-dev-p2-lost1.log")).contains("LOST START"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("start-up lost (lost; log kept in flaky-dev-p2-lost2.log); launching again"));
    }

    @Test
    void everyAttemptLostFailsTheLaunchWithTheReason(@TempDir Path dir) throws IOException {
        FlakyStart lib = new FlakyStart(Executor.ATTEMPTS);
        List<Path> collected = new ArrayList<>();
        Executor.Summary s = run(lib, dir, collected, new ByteArrayOutputStream());
        assertEquals(Executor.ATTEMPTS, lib.launches.get());
        assertEquals(List.of(), collected);
        assertEquals(1, s.failures().size());
        assertTrue(s.failures().get(0).reason().startsWith("lost (" + Executor.ATTEMPTS + " attempts)"), s.failures().toString());
        assertEquals(lib.servicesStarted.get(), lib.servicesStopped.get());
    }

    @Test
    void launchesOfOneAlgorithmNameForSeveralPrimitivesKeepTheirOwnFiles(@TempDir Path dir) throws IOException {
        List<Path> logs = new ArrayList<>();
        for (String test : List.of("Bcast", "Reduce")) {
            Job job = Job.suite("dev", "dev+binomial", 2, List.of(test), List.of(), Map.of("mpj.coll." + test.toLowerCase(), "binomial"),
                    dir, 300, null);
            run(new FlakyStart(0), job, dir, logs, new ByteArrayOutputStream());
        }
        assertEquals(List.of("flaky-dev+binomial-p2-Bcast.log", "flaky-dev+binomial-p2-Reduce.log"),
                logs.stream().map(p -> p.getFileName().toString()).toList());
    }
}
