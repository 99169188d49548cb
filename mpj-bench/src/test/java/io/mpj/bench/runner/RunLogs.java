package io.mpj.bench.runner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The last lines of every log a run left, for a failed assertion's message: CI shows the message,
 * not the temporary directory the logs were in.
 */
public final class RunLogs {
    private static final int LINES = 15;

    private RunLogs() {
    }

    public static String tails(Path runs) {
        if (!Files.isDirectory(runs)) return "no " + runs;
        try (Stream<Path> files = Files.list(runs)) {
            return files.filter(f -> f.toString().endsWith(".log")).sorted()
                    .map(RunLogs::tail).collect(Collectors.joining("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return "== " + log.getFileName() + "\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - LINES), lines.size()));
        } catch (IOException e) {
            return "== " + log.getFileName() + ": " + e;
        }
    }
}
