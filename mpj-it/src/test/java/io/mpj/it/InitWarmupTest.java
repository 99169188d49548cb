package io.mpj.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code MPJ_WARMUP} and {@code MPJ_PRIME_SUMS}: MPI.Init has the JIT compilers compile the library's
 * Allreduce, or SUM's loop of doubles, before the program makes its first call, which without them they
 * do during the program's first calls. The evidence is each JVM's log of class loads and compilations:
 * is the method compiled before the program's marker class ({@code programs.Warmed}) is loaded?
 */
class InitWarmupTest {
    private static final String ALLREDUCE = "mpi.Intracomm::Allreduce ", SUM_OF_DOUBLES = "io.mpj.coll.op.PredefinedOp::sumDoubles ";

    @ParameterizedTest(name = "--dev {0}, MPJ_WARMUP={1}")
    @CsvSource({"shm, 2000, true", "threads, 2000, true", "shm, 0, false"})
    void initCompilesTheAllreduceBeforeTheProgramCallsIt(String dev, int rounds, boolean compiled, @TempDir Path dir) throws Exception {
        for (Map.Entry<Path, List<String>> log : logs(dev, Map.of("MPJ_WARMUP", "" + rounds), dir).entrySet()) {
            assertEquals(compiled, compiledBeforeTheProgram(log.getValue(), ALLREDUCE), log.getKey().getFileName() + " with MPJ_WARMUP=" + rounds);
        }
    }

    @ParameterizedTest(name = "--dev {0}, MPJ_PRIME_SUMS={1}")
    @CsvSource({"shm, true", "threads, true", "shm, false"})
    void initCompilesTheSumOfDoublesUnlessToldNot(String dev, boolean primed, @TempDir Path dir) throws Exception {
        for (Map.Entry<Path, List<String>> log : logs(dev, Map.of("MPJ_PRIME_SUMS", "" + primed), dir).entrySet()) {
            assertEquals(primed, compiledBeforeTheProgram(log.getValue(), SUM_OF_DOUBLES), log.getKey().getFileName() + " with MPJ_PRIME_SUMS=" + primed);
        }
    }

    @Test
    void aBadValueFailsInitNamingTheSetting() throws Exception {
        Launch.Result r = Launch.run(List.of(Launch.MPJRUN, "-np", "2", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.Warmed"),
                Map.of("MPJ_WARMUP", "-1"), 120);
        assertNotEquals(0, r.exit(), r.toString());
        assertTrue(r.err().contains("MPI.Init: mpj.warmup (MPJ_WARMUP) is -1: give 0 or more rounds [MPI_ERR_ARG]"), r.toString());
    }

    /** Runs programs.Warmed at p = 2 with {@code env}; each JVM's log of class loads and compilations. */
    private static Map<Path, List<String>> logs(String dev, Map<String, String> env, Path dir) throws Exception {
        Launch.Result r = Launch.run(List.of(Launch.MPJRUN, "-np", "2", "--dev", dev, "--timeout", "60",
                "--jvm-opt", "-Xlog:class+load,jit+compilation=debug:file=" + dir.resolve("log-%p.txt"),
                "-cp", Launch.TEST_CLASSES, "programs.Warmed"), env, 120);
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("warmed p=2"), r.toString());
        Map<Path, List<String>> logs = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path log : files.toList()) logs.put(log, Files.readAllLines(log));
        }
        assertEquals(dev.equals("threads") ? 1 : 2, logs.size(), "one log per JVM: " + logs.keySet());
        return logs;
    }

    /** Whether the log compiles {@code method} before it loads the program's marker class. */
    private static boolean compiledBeforeTheProgram(List<String> lines, String method) {
        for (String line : lines) {
            if (line.contains("[jit,compilation") && line.contains(method)) return true;
            if (line.contains("programs.Warmed$AfterInit ")) return false;
        }
        throw new AssertionError("the marker class is not in the log:\n" + String.join("\n", lines));
    }
}
