package io.mpj.model.calibrate;

import io.mpj.bench.results.CallSamples;
import io.mpj.bench.results.Result;
import io.mpj.coll.select.TuningTable;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfirmationTest {
    /** Bcast p = 4, 1 KiB: three rounds of binomial (the default), linear, the table and the table again. */
    private static final String SAMPLES = String.join("\n", "library,device,test,p,bytes,round,us",
            "ours,shm+binomial,Bcast,4,1024,0,10", "ours,shm+binomial,Bcast,4,1024,1,30", "ours,shm+binomial,Bcast,4,1024,2,12",
            "ours,shm+linear,Bcast,4,1024,0,20", "ours,shm+linear,Bcast,4,1024,1,20", "ours,shm+linear,Bcast,4,1024,2,20",
            // the table chose binomial: its rounds follow binomial's (a slow moment hits both in round 1)
            "ours,shm+table,Bcast,4,1024,0,11", "ours,shm+table,Bcast,4,1024,1,33", "ours,shm+table,Bcast,4,1024,2,12",
            "ours,shm+table@2,Bcast,4,1024,0,11", "ours,shm+table@2,Bcast,4,1024,1,30", "ours,shm+table@2,Bcast,4,1024,2,12") + "\n";

    private static Result row(String device, double minUs, double medianUs) {
        return new Result("ours", device, "Bcast", "min", 4, 1024, 3, minUs, medianUs, medianUs, 40, minUs, 0, "ok");
    }

    private static final List<Result> ROWS = List.of(row("shm+binomial", 10, 12), row("shm+linear", 20, 20), row("shm+table", 11, 12),
            row("shm+table@2", 11, 12));

    private static TuningTable emptyTable() {
        return TuningTable.parse(List.of("# none"), "t");
    }

    @Test
    void pairedByRoundTheMedianCallDecidesAndTheTableAgainIsTheNoiseFloor() throws IOException {
        Confirmation c = Confirmation.of(ROWS, emptyTable(), CallSamples.read(new StringReader(SAMPLES), "samples"));
        assertEquals(1, c.points().size());
        Confirmation.Point p = c.points().get(0);
        assertEquals("binomial", p.bestFixed(), "lowest median call (12 against 20); table and table@2 are not fixed algorithms");
        assertEquals(12, p.bestFixedUs(), 1e-9);
        assertEquals(12, p.tunedUs(), 1e-9);
        // round ratios 1.1, 1.1, 1.0: median 1.1
        assertEquals(0.1, p.penalty(), 1e-9);
        // table@2 / table: 1.0, 0.909, 1.0: median 1.0
        assertEquals(0.0, p.noise(), 1e-9);
        assertFalse(p.ruleApplies());
        assertTrue(c.headline().contains("paired round by round"), c.headline());
        assertTrue(c.markdown().contains("| 4 | 1 | 10.0% | 10.0% | 0.0% |"), c.markdown());
    }

    @Test
    void withoutSamplesTheReportedCallsCompareUnpairedAndNoNoiseFloor() throws IOException {
        Confirmation c = Confirmation.of(ROWS, emptyTable(), null);
        Confirmation.Point p = c.points().get(0);
        assertEquals(10, p.bestFixedUs(), 1e-9);
        assertEquals(0.1, p.penalty(), 1e-9);
        assertEquals(0.0, p.noise(), 1e-9, "table@2 is a row of its own: reported 11 against 11");
        assertTrue(c.headline().contains("reported call"));
    }

    @Test
    void aReplayTimesAnotherTablesChoiceAsTheRunTimedThatAlgorithm() throws IOException {
        CallSamples calls = CallSamples.read(new StringReader(SAMPLES), "samples");
        TuningTable linear = TuningTable.parse(List.of("bcast 4 0-* linear"), "t");
        Confirmation c = Confirmation.replay(ROWS, linear, calls);
        Confirmation.Point p = c.points().get(0);
        assertEquals(20, p.tunedUs(), 1e-9, "linear's median call, not the run's table's");
        // linear / binomial by round: 2.0, 0.667, 1.667: median 1.667
        assertEquals(2.0 / 3, p.penalty(), 1e-9);
        assertTrue(p.ruleApplies());
        assertTrue(Double.isNaN(p.noise()), "no noise floor in a replay");
        assertTrue(c.headline().startsWith("replayed"), c.headline());

        // no rule: the default, binomial, the best here: exactly no penalty (the run's table paid 10%)
        assertEquals(0.0, Confirmation.replay(ROWS, emptyTable(), calls).points().get(0).penalty(), 1e-12);

        TuningTable chain = TuningTable.parse(List.of("bcast 4 0-* chain"), "t");
        String msg = assertThrows(IllegalArgumentException.class, () -> Confirmation.replay(ROWS, chain, calls)).getMessage();
        assertTrue(msg.contains("chain for Bcast at p = 4, 1024 B"), msg);
    }

    @Test
    void gzippedSamplesReadTheSame(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path gz = dir.resolve("samples.csv.gz");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(SAMPLES.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        double[] calls = CallSamples.read(List.of(gz)).of("shm+table", "Bcast", 4, 1024);
        assertEquals(List.of(11.0, 33.0, 12.0), java.util.Arrays.stream(calls).boxed().toList());
    }

    @Test
    void samplesOutOfOrderOrOfDifferentLengthAreRefused() {
        String bad = "library,device,test,p,bytes,round,us\nours,shm+linear,Bcast,4,1024,1,20\n";
        assertTrue(assertThrows(IOException.class, () -> CallSamples.read(new StringReader(bad), "s.csv")).getMessage().contains("s.csv:2: round 1"));
        assertThrows(IllegalArgumentException.class, () -> CallSamples.pairedRatio(new double[] {1, 2}, new double[] {1}));
    }
}
