package io.mpj.model.cli;

import io.mpj.bench.results.Result;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.bench.results.Rounds;
import io.mpj.coll.select.TuningTable;
import io.mpj.model.ModelFile;
import io.mpj.model.report.MetricsCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MpjModelCliTest {
    /** The committed all-library run: every library and device, p = 2 and 4. */
    private static final Path SAMPLE = Path.of("../docs/results/2026-11-21-all-libraries/results.csv");

    /** Help works on every subcommand (its required options notwithstanding), and as a command. */
    @Test
    void helpWorksEverywhere() {
        for (String sub : new String[] {"fit", "tune", "calibrate", "confirm", "predict"}) {
            assertEquals(0, MpjModel.execute(sub, "--help"), sub);
            assertEquals(0, MpjModel.execute("help", sub), sub);
        }
        assertEquals(0, MpjModel.execute("--help"));
    }

    @Test
    void fitWritesModelMetricsAndReportForEveryLibrary(@TempDir Path dir) throws IOException {
        assertEquals(0, MpjModel.execute("fit", "--in", SAMPLE.toString(), "--out", dir.resolve("model.json").toString(),
                "--report", dir.resolve("report").toString()));
        List<String> metrics = Files.readAllLines(dir.resolve("report/metrics.csv"));
        assertEquals(String.join(",", MetricsCsv.HEADER), metrics.get(0));
        assertEquals("library,device,primitive,t0_form,t0_a,t0_b,ti_form,ti_a,ti_b,tb_form,tb_a,tb_b,pi0_pag_KBps,"
                + "bw_as_pag_MBps,nhalf_mag_bytes,aare_hockney,aare_extended,aare_piecewise", metrics.get(0));
        assertTrue(metrics.stream().anyMatch(l -> l.startsWith("ours,nio,PingPong,const,")), "point-to-point rows use form const");
        assertTrue(metrics.stream().anyMatch(l -> l.startsWith("c,tcp,Allreduce,")));
        assertTrue(metrics.stream().anyMatch(l -> l.startsWith("mpjexpress,niodev,Bcast,")));
        String report = Files.readString(dir.resolve("report/model-report.md"));
        assertTrue(report.contains("| Bcast | ours/nio |"), report);
        assertTrue(report.contains("## Reduction cost"), report);
        assertTrue(report.contains("## Eager/rendezvous threshold"), report);
        assertNotNull(ImageIO.read(dir.resolve("report/plots/fit-latency-ours-nio-PingPong-p2.png").toFile()));
        ModelFile m = ModelFile.read(dir.resolve("model.json"));
        assertFalse(m.series().isEmpty());
        assertEquals(m.series().size(), m.models().entries().size(), "model.json refits to the same series");
    }

    @Test
    void calibrateQuickMeasuresFitsTunesInstallsAndConfirms(@TempDir Path dir) throws IOException {
        Path installed = dir.resolve("home/.mpj/tuning.txt");
        assertEquals(0, MpjModel.execute("calibrate", "--np", "2", "--quick", "--launches", "2", "--out", dir.resolve("cal").toString(),
                "--install", installed.toString()));
        TuningTable table = TuningTable.load(installed); // parses: the format mpj-core reads
        assertNotNull(table);
        assertEquals(Files.readAllLines(dir.resolve("cal/tuning.txt")), Files.readAllLines(installed));
        String cal = Files.readString(dir.resolve("cal/calibration.md"));
        assertTrue(cal.contains("| PingPong |") && cal.contains("tuned vs best fixed algorithm over"), cal);
        List<String> metrics = Files.readAllLines(dir.resolve("cal/report/metrics.csv"));
        String pingPong = metrics.stream().filter(l -> l.startsWith("ours,shm,PingPong,")).findFirst().orElseThrow();
        assertFalse(pingPong.endsWith(",,,"), "fresh sizes give the AARE columns: " + pingPong);
        assertTrue(cal.contains("(median call, paired round by round)") && cal.contains("the tuned library against itself (table@2)"), cal);
        // the first step twice; the fit's rows are the median launch
        List<Result> launches = Rounds.combine(Rounds.read(dir.resolve("cal/launches.csv")));
        Result binomial = launches.stream().filter(r -> r.device().equals("shm+binomial") && r.test().equals("Bcast") && r.bytes() == 4096)
                .findFirst().orElseThrow();
        assertEquals(2, Rounds.read(dir.resolve("cal/launches.csv")).stream().filter(r -> Rounds.key(r.result()).equals(Rounds.key(binomial)))
                .count());
        assertEquals(binomial.medianUs(), ResultsCsv.read(dir.resolve("cal/results.csv")).stream()
                .filter(r -> Rounds.key(r).equals(Rounds.key(binomial))).findFirst().orElseThrow().medianUs(), 1e-3);
        assertEquals(2, MpjModel.execute("calibrate", "--np", "2", "--launches", "0"), "refused before it measures");
        // the same from the command line: fit on both launches' files (their DEV+table rows are no algorithm), tune
        assertEquals(0, MpjModel.execute("fit", "--statistic", "median", "--in", dir.resolve("cal/measure-1/ours-shm-p2.csv") + ","
                + dir.resolve("cal/measure-2/ours-shm-p2.csv"), "--out", dir.resolve("two.json").toString()));
        assertEquals(0, MpjModel.execute("tune", "--model", dir.resolve("two.json").toString(), "--statistic", "median",
                "--out", dir.resolve("two.txt").toString()));
        assertEquals(rules(dir.resolve("cal/tuning.txt")), rules(dir.resolve("two.txt")));
        assertTrue(Files.readString(dir.resolve("cal/confirm-samples-p2.csv")).contains("ours,shm+table@2,Bcast,2,0,49,"),
                "the confirmation keeps every call of every variant");
        assertEquals(0, MpjModel.execute("tune", "--model", dir.resolve("cal/model.json").toString(), "--statistic", "median",
                "--out", dir.resolve("again.txt").toString()));
        assertEquals(rules(dir.resolve("cal/tuning.txt")), rules(dir.resolve("again.txt")), "tune from model.json gives the table calibrate wrote");
        for (String csv : new String[] {"cal/results.csv", "cal/confirm.csv"}) {
            List<Result> rows = ResultsCsv.read(dir.resolve(csv));
            assertTrue(rows.stream().noneMatch(Result::wrong), csv + ": every algorithm returns the right data");
            assertTrue(rows.stream().anyMatch(r -> r.check().equals(Result.OK)), csv + ": the suite checked them");
        }
    }

    @Test
    void aModelFromBeforeTheResultCheckStillTunes(@TempDir Path dir) throws IOException {
        Path old = Path.of("../docs/results/2026-11-21-model/model.json");
        assertTrue(ModelFile.read(old).rows().stream().allMatch(r -> r.check().equals(Result.UNCHECKED)));
        assertEquals(0, MpjModel.execute("tune", "--model", old.toString(), "--out", dir.resolve("t.txt").toString()));
    }

    /** A table's lines without its header, which names the source. */
    private static List<String> rules(Path table) throws IOException {
        List<String> lines = Files.readAllLines(table);
        return lines.subList(1, lines.size());
    }
}
