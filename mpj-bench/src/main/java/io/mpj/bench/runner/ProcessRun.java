package io.mpj.bench.runner;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs a launcher with a time limit: its output goes to a log file and, line by line, to a consumer
 * (which picks the progress lines), and the last lines are kept for the failure report. On timeout,
 * or at a line that says the run can no longer succeed, the whole process tree is killed.
 */
public final class ProcessRun {
    private static final int TAIL = 15;

    /** How a run ended: exit code (-1 on timeout), its last output lines, and why it was ended early (or null). */
    public record Outcome(int exitCode, boolean timedOut, List<String> tail, String ended) {
        public boolean ok() {
            return exitCode == 0 && !timedOut && ended == null;
        }
    }

    private ProcessRun() {
    }

    /** {@code fatal} names why a line ends the run at once (null: carry on). */
    public static Outcome run(List<String> command, Map<String, String> env, Path dir, long timeoutSeconds, Path log,
                              Consumer<String> progress, Function<String, String> fatal) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        Deque<String> tail = new ArrayDeque<>();
        AtomicReference<String> ended = new AtomicReference<>();
        Consumer<String> watch = line -> {
            progress.accept(line);
            String why = fatal.apply(line);
            if (why != null && ended.compareAndSet(null, why)) destroyTree(p);
        };
        Thread reader = new Thread(() -> copy(p, log, watch, tail), "launcher-output");
        reader.setDaemon(true);
        reader.start();
        Thread hook = new Thread(() -> destroyTree(p), "launcher-stop"); // stopped by a signal: the launcher goes too
        Runtime.getRuntime().addShutdownHook(hook);
        boolean finished;
        try {
            finished = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
            if (!finished) destroyTree(p); // an ended run's tree went at its fatal line
            reader.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            destroyTree(p);
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command.get(0), e);
        } finally {
            removeHook(hook);
        }
        synchronized (tail) {
            return new Outcome(finished ? p.exitValue() : -1, !finished, List.copyOf(tail), ended.get());
        }
    }

    private static void copy(Process p, Path log, Consumer<String> progress, Deque<String> tail) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
             PrintWriter out = new PrintWriter(Files.newBufferedWriter(log))) {
            for (String line; (line = in.readLine()) != null; ) {
                out.println(line);
                progress.accept(line);
                synchronized (tail) {
                    tail.addLast(line);
                    if (tail.size() > TAIL) tail.removeFirst();
                }
            }
        } catch (IOException e) {
            // the process is gone; what was read is in the log
        }
    }

    static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run
        }
    }

    /** Kills a process and everything it started (rank JVMs, daemons), children first. */
    public static void destroyTree(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
