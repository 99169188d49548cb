package io.mpj.bench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RoundsTest {
    private static Result r(String lib, long bytes, double min, double median, double max) {
        return new Result(lib, "shm", "PingPong", "min", 2, bytes, 100, min, median, median + 1, max, min, bytes / min, "ok");
    }

    @Test
    void roundsCombineIntoOneRowPerMeasurement() {
        List<Rounds.Row> rows = List.of(
                new Rounds.Row(1, r("ours", 1, 1.0, 1.5, 9)), new Rounds.Row(1, r("c", 1, 0.2, 0.3, 1)),
                new Rounds.Row(2, r("ours", 1, 1.2, 1.4, 5)), new Rounds.Row(2, r("c", 1, 0.3, 0.4, 2)),
                new Rounds.Row(3, r("ours", 1, 0.9, 2.0, 7)), new Rounds.Row(3, r("c", 1, 0.25, 0.35, 3)));
        List<Result> c = Rounds.combine(rows);
        assertEquals(2, c.size());
        Result ours = c.get(0);
        assertEquals("ours", ours.library());
        assertEquals(0.9, ours.minUs(), "smallest minimum");
        assertEquals(1.5, ours.medianUs(), "median of the rounds' medians");
        assertEquals(9, ours.maxUs(), "largest maximum");
        assertEquals(1.0, ours.reportedUs(), "median of the reported figures");
        assertEquals(2.5, ours.meanUs());
    }

    @Test
    void aMeasurementIsWrongIfAnyRoundWasAndCheckedIfAnyRoundWas() {
        Result ok = r("ours", 8, 1, 1, 1), wrong = ok.withCheck(Result.WRONG), unchecked = ok.withCheck(Result.UNCHECKED);
        assertEquals(Result.WRONG, Rounds.combine(List.of(new Rounds.Row(1, ok), new Rounds.Row(2, wrong), new Rounds.Row(3, ok))).get(0).check());
        assertEquals(Result.OK, Rounds.combine(List.of(new Rounds.Row(1, unchecked), new Rounds.Row(2, ok))).get(0).check());
        assertEquals(Result.UNCHECKED, Rounds.combine(List.of(new Rounds.Row(1, unchecked), new Rounds.Row(2, unchecked))).get(0).check());
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertEquals(2.5, Rounds.median(new double[] {4, 1, 3, 2}));
        assertEquals(3, Rounds.median(new double[] {5, 1, 3}));
    }

    @Test
    void roundsSurviveTheirCsv(@TempDir Path dir) throws Exception {
        List<Rounds.Row> rows = List.of(new Rounds.Row(1, r("ours", 4, 1.0, 1.5, 9)), new Rounds.Row(2, r("ours", 4, 1.25, 1.5, 9)));
        Rounds.write(dir.resolve("rounds.csv"), rows);
        assertEquals(rows, Rounds.read(dir.resolve("rounds.csv")));
    }
}
