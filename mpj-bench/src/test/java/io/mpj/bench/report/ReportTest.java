package io.mpj.bench.report;

import io.mpj.bench.results.Result;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.bench.results.Rounds;
import io.mpj.bench.results.RunInfo;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The report and plots generated from a fixed CSV (three libraries, p = 2 and 4, on 2 cores). */
class ReportTest {
    @TempDir
    static Path dir;
    static String md;

    @BeforeAll
    static void writeReport() throws IOException {
        List<Result> rows = ResultsCsv.read(Path.of("src/test/resources/fixed-results.csv"));
        RunInfo info = new RunInfo("2026-11-21T12:00:00Z", "min", Map.of("np", List.of(2, 4)),
                Map.of("cores", "2", "cpu", "test cpu"), Map.of("ours", "mpj 0.1.0", "c", "C twin"),
                List.of(new RunInfo.Failure("jni", "vader", 2, "unavailable: Open MPI is missing")));
        Report.write(rows, info, dir);
        md = Files.readString(dir.resolve("report.md"));
    }

    @Test
    void tablesShowEachSeriesAtTheKeySizesWithFactorsAgainstOurs() {
        assertTrue(md.contains("| library/device | 1 B (us) | 64 KiB (us) | 4 MiB (us) |"), md);
        // PingPong p = 2, 1 B: ours 5 + 1/2500 us, MPJ Express 28 + 1/1100: factor 5.60
        assertTrue(md.contains("| ours/nio | 5.00 | 31.2 | 1683 |"), md);
        assertTrue(md.contains("| mpjexpress/niodev | 28.0 (x5.60) |"), md);
        assertTrue(md.contains("**Barrier**\n\n| library/device | 0 B (us) |"), md);
    }

    @Test
    void oversubscriptionAndFailuresAreSaid() {
        assertTrue(md.contains("### p = 4 (oversubscribed: 2 cores)"), md);
        assertTrue(md.contains("**Oversubscribed:**"), md);
        assertTrue(md.contains("| jni | vader | 2 | unavailable: Open MPI is missing |"), md);
        assertTrue(md.contains("**min** method"), md);
    }

    @Test
    void wrongResultsAreListedAndMarkedWhereverTheirTimesAppear() {
        assertTrue(md.contains("## Wrong results"), md);
        assertTrue(md.contains("| mpjexpress/niodev | Bcast | 4 | 1 B, 64 KiB, 4 MiB"), md);
        assertTrue(md.contains("| mpjexpress/niodev | 56.0 (x") && md.contains(") **wrong** |"), md);
        assertTrue(md.contains("| **wrong results** |"), md);
        assertEquals(3, md.split("\\) \\*\\*wrong\\*\\* \\|", -1).length - 1, "the three wrong cells at p = 4, no others");
    }

    @Test
    void aReportWithoutWrongResultsHasNoSuchSection(@TempDir Path other) throws IOException {
        Report.write(List.of(new Result("ours", "shm", "Bcast", "min", 2, 8, 10, 9, 10, 10, 12, 9, 8 / 9.0, "ok")),
                new RunInfo("2026-11-27T09:00:00Z", "min", Map.of("np", List.of(2)), Map.of("cores", "2"), Map.of("ours", "mpj"), List.of()), other);
        assertTrue(!Files.readString(other.resolve("report.md")).contains("wrong"));
    }

    @Test
    void plotsAreRealImagesForEveryTestAndP() throws IOException {
        for (String name : List.of("latency-PingPong-p2", "latency-Bcast-p4", "bandwidth-PingPong-p4", "scaling-Barrier",
                "scaling-Bcast", "scaling-PingPong")) {
            Path png = dir.resolve("plots/" + name + ".png");
            BufferedImage img = ImageIO.read(png.toFile());
            assertNotNull(img, name);
            assertTrue(img.getWidth() > 400 && img.getHeight() > 300, name);
            assertTrue(md.contains("(plots/" + name + ".png)"), name + " not linked from the report");
        }
        assertTrue(Files.notExists(dir.resolve("plots/bandwidth-Barrier-p2.png")), "Barrier moves no bytes");
        assertTrue(Files.notExists(dir.resolve("plots/latency-Barrier-p2.png")), "Barrier has no size axis");
    }

    @Test
    void htmlRendersTheTables() throws IOException {
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<table>") && html.contains("<td>mpjexpress/niodev</td>"), html);
        assertTrue(html.contains("<img src=\"plots/latency-PingPong-p2.png\""), html);
    }

    @Test
    void oneSizeNearBothScalingTargetsIsOneLine(@TempDir Path other) throws IOException {
        // 0 B and 1 KiB only: the short (8 B) and the long (16 KiB) scaling message are both 1 KiB
        List<Result> rows = new ArrayList<>();
        for (int p : new int[] {2, 8})
            for (long n : new long[] {0, 1024})
                rows.add(new Result("ours", "shm", "PingPong", "min", p, n, 10, 9, 10, 10, 12, 9, n / 9.0, "ok"));
        Report.write(rows, new RunInfo("2026-11-26T09:00:00Z", "min", Map.of("np", List.of(2, 8)), Map.of("cores", "2"),
                Map.of("ours", "mpj"), List.of()), other);
        assertNotNull(ImageIO.read(other.resolve("plots/scaling-PingPong.png").toFile()));
    }

    @Test
    void scalingNormalisesTreesByLogPAndExchangesByPMinusOne() {
        assertEquals(2, Tables.scalingDivisor("Bcast", 4));
        assertEquals(3, Tables.scalingDivisor("Bcast", 5));
        assertEquals(4, Tables.scalingDivisor("Alltoall", 5));
        assertEquals(1, Tables.scalingDivisor("PingPong", 8));
    }

    @Test
    void withABaselineAndRoundsTheReportComparesThemRoundByRoundAtTheKeySizes() {
        List<Rounds.Row> rounds = new ArrayList<>();
        double[][] medians = {{2.0, 2.5}, {2.4, 2.0}, {2.1, 2.2}}; // each round: ours, baseline (1 B)
        for (int round = 1; round <= 3; round++) {
            rounds.add(new Rounds.Row(round, pingPong("ours", 1, medians[round - 1][0])));
            rounds.add(new Rounds.Row(round, pingPong("baseline", 1, medians[round - 1][1])));
        }
        List<Result> combined = Rounds.combine(rounds);
        RunInfo info = new RunInfo("today", "min", Map.of(), Map.of("cores", "2"), Map.of("ours", "mpj"), List.of());
        String report = Report.markdown(new Series(combined), rounds, info, List.of());
        assertTrue(report.contains("## This build against the baseline, round by round"), report);
        // 2.0/2.5, 2.4/2.0, 2.1/2.2: 0.80, 1.20, 0.95
        assertTrue(report.contains("| PingPong | 2 | 1 B | 0.95 [0.80-1.20], 2 of 3 |"), report);
    }

    private static Result pingPong(String library, long bytes, double median) {
        return new Result(library, "shm", "PingPong", "min", 2, bytes, 100, median - 0.5, median, median + 1, median * 10, median - 0.5, bytes / median, "ok");
    }
}
