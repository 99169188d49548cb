package io.mpj.bench.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Versions for the JSON sidecar, asked of the tools that know them. */
final class Versions {
    private Versions() {
    }

    /** The Debian package's version, or "unknown". */
    static String dpkg(String pkg) {
        return output(List.of("dpkg-query", "-W", "-f", "${Version}", pkg), null, "unknown");
    }

    /** The short commit of the project tree, "-dirty" when it has uncommitted changes, or "unknown" outside a git checkout. */
    static String gitRevision(Path home) {
        return output(List.of("git", "-C", home.toString(), "describe", "--always", "--dirty", "--abbrev=7"), null, "unknown");
    }

    /** First line of a command's standard output, or {@code fallback}. */
    static String output(List<String> command, Path dir, String fallback) {
        String out = run(command, dir);
        return out == null || out.isEmpty() ? fallback : out.lines().findFirst().orElse(fallback);
    }

    /** A command's whole standard output, or null if it failed. */
    static String all(List<String> command) {
        return run(command, null);
    }

    private static String run(List<String> command, Path dir) {
        try {
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
            if (dir != null) pb.directory(dir.toFile());
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
