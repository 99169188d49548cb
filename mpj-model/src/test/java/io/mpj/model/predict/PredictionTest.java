package io.mpj.model.predict;

import io.mpj.bench.results.Result;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleBinaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PredictionTest {
    private static final long[] SIZES = {1, 64, 1024, 16384, 65536, 262144, 1048576};

    /** Two algorithms with costs in log2 p and in p: a tree wins small, a ring-like one large, and the crossover moves with p. */
    private static List<Result> twoAlgorithms(int... ps) {
        List<Result> rows = new ArrayList<>();
        for (int p : ps) {
            add(rows, "shm+tree", p, (n, q) -> log2(q) * (20 + 0.008 * n));
            add(rows, "shm+ring", p, (n, q) -> 15 * q + 0.004 * n * (q - 1) / q * 2);
        }
        return rows;
    }

    private static void add(List<Result> rows, String device, int p, DoubleBinaryOperator t) {
        for (long n : SIZES) {
            double us = t.applyAsDouble(n, p);
            rows.add(new Result("ours", device, "Bcast", "min", p, n, 30, us, us, us, us, us, n / us, "ok"));
        }
    }

    private static double log2(double p) {
        return Math.log(p) / Math.log(2);
    }

    @Test
    void theUnmeasuredProcessCountIsPredictedAndTheModelPicksTheFasterAlgorithm() {
        Prediction pr = Prediction.of(twoAlgorithms(2, 4, 8, 16), Set.of(2, 4, 8));
        assertEquals(2, pr.series().size(), "one series per algorithm at p = 16: " + pr.series());
        for (Prediction.Series s : pr.series()) {
            assertEquals(16, s.p());
            assertTrue(s.aare() < 0.10, s + " is predicted within 10%");
        }
        assertEquals(SIZES.length, pr.choices().size());
        for (Prediction.Choice c : pr.choices()) {
            double tree = 4 * (20 + 0.008 * c.bytes()), ring = 15 * 16 + 0.004 * c.bytes() * 15 / 16 * 2;
            // where the two differ by more than the model's error, its pick is the faster one
            if (Math.abs(tree - ring) / Math.min(tree, ring) > 0.25)
                assertEquals(tree < ring ? "tree" : "ring", c.predicted(), c.toString());
            assertTrue(c.penalty() >= 0);
        }
        assertTrue(pr.markdown().contains("| Bcast p=16 |"), pr.markdown());
    }

    @Test
    void nothingToPredictIsAnError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Prediction.of(twoAlgorithms(2, 4, 8), Set.of(2, 4, 8)));
        assertTrue(e.getMessage().contains("no rows outside --fit-np"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Prediction.of(twoAlgorithms(2, 4, 8), Set.of(32)));
    }
}
