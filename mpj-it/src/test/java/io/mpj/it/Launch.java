package io.mpj.it;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/** Runs a command (bin/mpjrun, mpirun) with a hard deadline and collects what it printed. */
final class Launch {
    static final Path HOME = Path.of(System.getProperty("mpj.home", "..")).toAbsolutePath().normalize();
    static final String MPJRUN = HOME.resolve("bin/mpjrun").toString();
    static final String TEST_CLASSES = System.getProperty("mpj.it.classes", "target/test-classes");

    record Result(int exit, String out, String err, long millis) {
        @Override
        public String toString() {
            return "exit " + exit + " after " + millis + " ms\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    private Launch() {}

    static Result mpjrun(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(MPJRUN));
        cmd.addAll(Arrays.asList(args));
        return run(cmd, Map.of(), 120);
    }

    static Result run(List<String> cmd, Map<String, String> env, int deadlineSeconds) throws Exception {
        return run(cmd, env, deadlineSeconds, null);
    }

    /** As {@link #run(List, Map, int)}, with {@code stdin} (a file) as the command's standard input. */
    static Result run(List<String> cmd, Map<String, String> env, int deadlineSeconds, Path stdin) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        if (stdin != null) pb.redirectInput(stdin.toFile());
        pb.environment().putAll(env);
        File out = File.createTempFile("mpj-out", ".txt");
        File err = File.createTempFile("mpj-err", ".txt");
        pb.redirectOutput(out);
        pb.redirectError(err);
        long t0 = System.nanoTime();
        Process p = pb.start();
        if (!p.waitFor(deadlineSeconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            fail(cmd + " did not finish within " + deadlineSeconds + " s:\n" + read(out) + read(err));
        }
        Result r = new Result(p.exitValue(), read(out), read(err), (System.nanoTime() - t0) / 1_000_000);
        Files.delete(out.toPath());
        Files.delete(err.toPath());
        return r;
    }

    private static String read(File f) throws IOException {
        return Files.readString(f.toPath(), StandardCharsets.UTF_8);
    }

    /** Maven for a nested build: the one on PATH, else the project's wrapper. */
    static String maven() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "mvn"))) return "mvn";
        }
        return HOME.resolve("mvnw").toString();
    }

    /** The class path of our library's jars, as bin/mpjrun finds them. */
    static String libraryClasspath() throws IOException {
        List<String> jars = new ArrayList<>();
        for (String m : List.of("mpj-core", "mpj-transport-nio", "mpj-transport-shm")) {
            try (var files = Files.list(HOME.resolve(m).resolve("target"))) {
                jars.add(files.filter(f -> f.getFileName().toString().matches(m + "-[0-9.]+(-SNAPSHOT)?\\.jar"))
                        .findFirst().orElseThrow(() -> new IllegalStateException("no " + m + " jar; run mvn package"))
                        .toString());
            }
        }
        return String.join(File.pathSeparator, jars);
    }
}
