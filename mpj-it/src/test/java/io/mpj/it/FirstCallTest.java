package io.mpj.it;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A program's first call of each operation spins no classes: no lambda or method-handle form is
 * generated and no record's {@code ObjectMethods} bootstrapped between the first Barrier and the
 * end of the first calls ({@code programs.FirstCalls}), in any rank. Each would cost 1-20 ms of the
 * rank's core in a fresh JVM, inside the program's first timed iteration (JGF Series A lost 40 ms
 * to a record's hashCode in the first Barrier); MPI.Init is where such work belongs.
 */
class FirstCallTest {
    @ParameterizedTest(name = "p = {0}, --dev {1}")
    @CsvSource({"3, shm", "2, nio"})
    void firstCallsSpinNoClasses(int p, String dev, @TempDir Path dir) throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "" + p, "--dev", dev, "--timeout", "60",
                "--jvm-opt", "-Xlog:class+load:file=" + dir.resolve("classes-%p.txt"),
                "-cp", Launch.TEST_CLASSES, "programs.FirstCalls");
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("first calls done p=" + p), r.toString());
        List<Path> logs;
        try (Stream<Path> files = Files.list(dir)) {
            logs = files.sorted().toList();
        }
        assertEquals(p, logs.size(), "one class-load log per rank: " + logs);
        for (Path log : logs) {
            List<String> spun = spunBetweenMarkers(Files.readAllLines(log));
            assertTrue(spun.isEmpty(), log.getFileName() + ": the first calls spun " + spun);
        }
    }

    /** Hidden classes (lambdas, method-handle forms) and ObjectMethods loaded between the markers. */
    private static List<String> spunBetweenMarkers(List<String> lines) {
        List<String> spun = new ArrayList<>();
        boolean inside = false;
        boolean closed = false;
        for (String line : lines) {
            if (line.contains("programs.FirstCalls$Start ")) {
                inside = true;
            } else if (line.contains("programs.FirstCalls$End ")) {
                closed = inside;
                break;
            } else if (inside && (line.contains("/0x") || line.contains("java.lang.runtime.ObjectMethods "))) {
                spun.add(line.substring(line.lastIndexOf("] ") + 2));
            }
        }
        assertTrue(closed, "both markers in the class-load log:\n" + String.join("\n", lines));
        return spun;
    }
}
