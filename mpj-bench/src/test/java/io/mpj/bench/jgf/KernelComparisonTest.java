package io.mpj.bench.jgf;

import io.mpj.bench.cli.MpjBench;
import io.mpj.bench.results.RunInfo;
import io.mpj.bench.runner.Layout;
import io.mpj.bench.runner.RunLogs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KernelComparisonTest {
    @Test
    void parsesTheKernelsResultLines() {
        List<KernelTime> t = KernelTime.parse("ours", "nio", 2, List.of(
                "Java Grande Forum MPJ Benchmark Suite - Version 1.0 - Section 2 - Size A",
                "Section2:SOR:Kernel:SizeA\t0.249 (s) \t 401.6064\t (Iterations/s)",
                "[1] noise", "Section2:SparseMatmult:Kernel:SizeB\t1.289 (s) \t 1.0\t (Iterations/s)",
                "Section3:MolDyn:Run:SizeA\t0.656 (s) \t 1910215.0\t (Interactions/s)",
                "Section3:MolDyn:Total:SizeA\t0.677 (s) \t 1.4771049\t (Solutions/s)",
                "Section3:RayTracer:Init:SizeB\t0.001 (s) \t 64000.0\t (Objects/s)",
                "Section3:RayTracer:Run:SizeB\t7.565 (s) \t 33046.926\t (Pixels/s)"));
        assertEquals(List.of(new KernelTime("ours", "nio", "SOR", "A", 2, 0.249),
                new KernelTime("ours", "nio", "SparseMatmult", "B", 2, 1.289), new KernelTime("ours", "nio", "MolDyn", "A", 2, 0.656),
                new KernelTime("ours", "nio", "RayTracer", "B", 2, 7.565)), t);
    }

    @Test
    void tableGivesTimesAndSpeedupsAgainstTheSameLibraryAtOneProcess(@TempDir Path dir) throws IOException {
        List<KernelTime> times = List.of(new KernelTime("ours", "nio", "Series", "A", 1, 0.5),
                new KernelTime("ours", "nio", "Series", "A", 2, 0.25), new KernelTime("jni", "vader", "Series", "A", 1, 0.4),
                new KernelTime("jni", "vader", "Series", "A", 2, 0.1));
        RunInfo info = new RunInfo("today", "jgf", Map.of(), Map.of("cores", "2"), Map.of("ours", "mpj"), List.of());
        KernelReport.write(times, info, dir);
        String md = Files.readString(dir.resolve("jgf.md"));
        assertTrue(md.contains("| Series | A | 0.500 | 0.250 (2.00x) | 0.400 | 0.100 (4.00x) |"), md);
        assertNotNull(ImageIO.read(dir.resolve("plots/jgf-speedup-Series.png").toFile()));
        assertEquals(5, Files.readAllLines(dir.resolve("jgf.csv")).size());
        // rounds: the median [min-max] of each cell, speedups of medians
        List<KernelTime> rounds = new java.util.ArrayList<>(times);
        rounds.add(new KernelTime("ours", "nio", "Series", "A", 2, 0.35));
        rounds.add(new KernelTime("ours", "nio", "Series", "A", 2, 0.2));
        KernelReport.write(rounds, info, dir);
        String md3 = Files.readString(dir.resolve("jgf.md"));
        assertTrue(md3.contains("| Series | A | 0.500 | 0.250 [0.200-0.350] (2.00x) |"), md3);
    }

    @Test
    void aBaselineIsComparedRoundByRound() {
        List<KernelTime> times = List.of(new KernelTime("ours", "shm", "SparseMatmult", "B", 2, 0.10),
                new KernelTime("baseline", "shm", "SparseMatmult", "B", 2, 0.125), new KernelTime("ours", "shm", "SparseMatmult", "B", 2, 0.12),
                new KernelTime("baseline", "shm", "SparseMatmult", "B", 2, 0.10));
        String md = KernelReport.againstBaseline(times);
        assertTrue(md.contains("| SparseMatmult | B | 2 | 1.00 [0.80-1.20], 1 of 2 |"), md);
    }

    @Test
    void runsTheKernelsOnOursAndTheJniBinding(@TempDir Path out) throws IOException {
        int code = MpjBench.execute("jgf", "--libs", "ours,jni", "--np", "1,2", "--sizes", "A", "--timeout", "300",
                "--out", out.toString());
        assertEquals(0, code, () -> "logs:\n" + RunLogs.tails(out.resolve("runs")));
        List<String> csv = Files.readAllLines(out.resolve("jgf.csv"));
        // (5 kernels + 3 applications) x (ours/shm + ours/nio + ours/threads + jni/vader + jni/tcp) x p = 1, 2
        assertEquals(1 + 8 * 5 * 2, csv.size(), String.join("\n", csv));
        String md = Files.readString(out.resolve("jgf.md"));
        assertTrue(md.contains("| LUFact | A |"), md);
        assertTrue(md.contains("| MonteCarlo | A |"), md);
        assertTrue(Files.exists(out.resolve("plots/jgf-speedup-LUFact.png")));
        assertTrue(Files.exists(out.resolve("plots/jgf-speedup-RayTracer.png")));
    }

    /** --baseline: another build of ours beside ours (here the same tree), every device of both. */
    @Test
    void timesABaselineBuildBesideOurs(@TempDir Path out) throws IOException {
        Path tree = Layout.detect().home();
        int code = MpjBench.execute("jgf", "--libs", "ours", "--baseline", tree.toString(), "--np", "2", "--sections", "2",
                "--sizes", "A", "--timeout", "300", "--out", out.toString());
        assertEquals(0, code, () -> "logs:\n" + RunLogs.tails(out.resolve("runs")));
        List<String> csv = Files.readAllLines(out.resolve("jgf.csv"));
        // 5 kernels x (shm, nio, threads) x (ours, baseline)
        assertEquals(1 + 5 * 3 * 2, csv.size(), String.join("\n", csv));
        assertEquals(15, csv.stream().filter(l -> l.startsWith("baseline,")).count(), String.join("\n", csv));
        assertTrue(Files.readString(out.resolve("jgf.md")).contains("baseline/threads p=2"), "the table has the baseline's columns");
    }

    /** --init-warmup: each of ours' devices a second time with MPJ_WARMUP, labelled DEVICE+warmup; the JNI binding once. */
    @Test
    void runsOursDevicesAgainWithTheWarmupAtInit(@TempDir Path out) throws IOException {
        int code = MpjBench.execute("jgf", "--libs", "ours,jni", "--np", "2", "--sections", "2", "--sizes", "A", "--init-warmup", "20",
                "--timeout", "300", "--out", out.toString());
        assertEquals(0, code, () -> "logs:\n" + RunLogs.tails(out.resolve("runs")));
        List<String> csv = Files.readAllLines(out.resolve("jgf.csv"));
        // 5 kernels x (ours: shm, nio, threads, each plain and +warmup; jni: vader, tcp)
        assertEquals(1 + 5 * (6 + 2), csv.size(), String.join("\n", csv));
        for (String dev : List.of("shm", "nio", "threads"))
            assertEquals(5, csv.stream().filter(l -> l.startsWith("ours," + dev + "+warmup,")).count(), String.join("\n", csv));
        assertEquals(0, csv.stream().filter(l -> l.startsWith("jni,") && l.contains("+warmup")).count(), String.join("\n", csv));
        assertTrue(Files.readString(out.resolve("jgf.json")).contains("\"init-warmup\""), "the run's record names the setting");
    }
}
