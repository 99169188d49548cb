package io.mpj.bench.cli;

import io.mpj.bench.runner.RunLogs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code mpj-bench jgf --aot-cache}: each of ours' devices again from an AOT cache of the case, labelled
 * DEVICE+aot, its cache trained by an untimed launch first; refused before anything starts on a JDK
 * older than 25 (CI runs this class on both).
 */
class AotCacheRunTest {

    @Test
    void runsOursDevicesAgainFromACacheTrainedByAnUntimedLaunch(@TempDir Path out) throws IOException {
        int code = MpjBench.execute("jgf", "--libs", "ours", "--np", "2", "--sections", "2", "--sizes", "A", "--aot-cache",
                "--timeout", "300", "--out", out.toString());
        if (Runtime.version().feature() < 25) {
            assertEquals(MpjBench.USAGE, code);
            assertFalse(Files.exists(out.resolve("runs")), "nothing was launched");
            return;
        }
        assertEquals(0, code, () -> "logs:\n" + RunLogs.tails(out.resolve("runs")));
        List<String> csv = Files.readAllLines(out.resolve("jgf.csv"));
        // 5 kernels x (shm, nio, threads), each plain and +aot; the training launches give no rows
        assertEquals(1 + 5 * 6, csv.size(), String.join("\n", csv));
        for (String dev : List.of("shm", "nio", "threads")) {
            assertEquals(5, csv.stream().filter(l -> l.startsWith("ours," + dev + "+aot,")).count(), String.join("\n", csv));
            Path training = out.resolve("runs/ours-" + dev + "+aot-p2-A-warmup.log");
            assertTrue(Files.readString(training).contains("mpjrun: made the AOT cache"), "trained before the rounds: " + training);
            Path timed = out.resolve("runs/ours-" + dev + "+aot-p2-A.log");
            assertFalse(Files.readString(timed).contains("made the AOT cache"), "the timed launch starts from it: " + timed);
        }
        assertTrue(Files.readString(out.resolve("jgf.json")).contains("\"aot-cache\""), "the run's record names the setting");
    }
}
