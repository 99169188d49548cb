package io.mpj.bench.cgm;

import io.mpj.bench.cli.MpjBench;
import io.mpj.bench.runner.RunLogs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CgmComparisonTest {
    @Test
    void readsOnlyValidResultLines() {
        List<CgmTime> t = CgmTime.parse("ours", "shm", 4, List.of(
                "Sort n=4000000 p=4 seed=1: 1.3623 s, 340.57 ns/item, 3331 cycles/item at 2.45 GHz, valid",
                "ListRanking n=1000 p=4 order=random seed=1: 0.5 s, 500.00 ns/item, INVALID on 1 rank(s)",
                "MatMul n=600 p=4 seed=1 warmup=2: 0.2159 s, 599.73 ns/item, valid"));
        assertEquals(List.of(new CgmTime("ours", "shm", "Sort", 4_000_000, 4, 1.3623, 340.57),
                new CgmTime("ours", "shm", "MatMul", 600, 4, 0.2159, 599.73)), t);
    }

    @Test
    void aBaselineIsComparedRoundByRoundByTimePerItem() {
        List<CgmTime> t = List.of(new CgmTime("ours", "nio", "Sort", 1_000_000, 2, 0.15, 150), new CgmTime("baseline", "nio", "Sort", 1_000_000, 2, 0.2, 200));
        String md = CgmReport.againstBaseline(t);
        assertTrue(md.contains("| kernel | n | p | nio |"), md);
        assertTrue(md.contains("| Sort | 1000000 | 2 | 0.75, 1 of 1 |"), md);
    }

    @Test
    void runsEveryKernelOnOursWithTableAndPlots(@TempDir Path out) throws IOException {
        int code = MpjBench.execute("cgm", "--libs", "ours", "--np", "1,2", "--n", "3000", "--matrix", "40", "--warmup", "1",
                "--timeout", "300", "--out", out.toString());
        assertEquals(0, code, () -> "logs:\n" + RunLogs.tails(out.resolve("runs")));
        List<String> csv = Files.readAllLines(out.resolve("cgm.csv"));
        assertEquals(1 + 3 * 3 * 2, csv.size(), String.join("\n", csv)); // 3 kernels x (shm, nio, threads) x p = 1, 2
        String md = Files.readString(out.resolve("cgm.md"));
        assertTrue(md.contains("| Sort | 3000 |") && md.contains("| MatMul | 40 |"), md);
        assertTrue(md.contains("ran the algorithm 1 time(s) untimed before the timed run"), md);
        assertTrue(Files.readString(out.resolve("runs/ours-shm-p2.log")).contains(" p=2 seed=1 warmup=1: "), "the kernels were told");
        for (String k : List.of("ListRanking", "Sort", "MatMul")) assertTrue(Files.exists(out.resolve("plots/cgm-" + k + ".png")), k);
        assertTrue(Files.readString(out.resolve("cgm.json")).contains("\"command\" : \"mpj-bench cgm --libs ours"), "results record the command");
        assertEquals(2, MpjBench.execute("cgm", "--kernels", "Scan", "--out", out.toString()));
        assertEquals(2, MpjBench.execute("cgm", "--warmup", "-1", "--out", out.toString()));
    }
}
