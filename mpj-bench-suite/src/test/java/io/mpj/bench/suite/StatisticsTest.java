package io.mpj.bench.suite;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class StatisticsTest {
    @Test
    void minReportsTheMinimumWithMedianAndMaximumBeside() {
        Summary s = Statistics.min(new double[] {5, 3, 9, 4, 7});
        assertEquals(5, s.reps());
        assertEquals(3, s.min());
        assertEquals(5, s.median());
        assertEquals(5.6, s.mean(), 1e-12);
        assertEquals(9, s.max());
        assertEquals(3, s.reported());
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertEquals(2.5, Statistics.median(new double[] {1, 2, 3, 4}));
    }

    @Test
    void lueckeDiscardsTheFirstTrialEvenWhenItIsTheSmallest() {
        // the first trial (cold) is discarded whatever its value; the rest are all 10
        Summary s = Statistics.luecke(new double[] {1, 10, 10, 10, 10});
        assertEquals(10, s.reported());
        assertEquals(10, s.min());
        assertEquals(4, s.reps());
    }

    @Test
    void lueckeDropsTrialsAboveOnePointEightTimesTheMedian() {
        double[] trials = new double[51];
        trials[0] = 1000; // discarded
        for (int i = 1; i <= 50; i++) trials[i] = 10;
        trials[7] = 18.5;  // above 1.8 x 10: dropped
        trials[9] = 17.9;  // below: kept
        Summary s = Statistics.luecke(trials);
        assertEquals(49, s.reps());
        assertEquals((48 * 10 + 17.9) / 49, s.reported(), 1e-12);
        assertEquals(18.5, s.max()); // min/median/max describe the trials before filtering
    }

    @Test
    void lueckeNeverDropsMoreThanTenPercentOnlyTheLargest() {
        double[] trials = new double[51];
        for (int i = 1; i <= 50; i++) trials[i] = i <= 35 ? 10 : 100 + i; // 15 outliers of 50
        Summary s = Statistics.luecke(trials);
        assertEquals(45, s.reps()); // 10% of 50 = 5 dropped, the 5 largest
        double expected = (35 * 10 + (136 + 137 + 138 + 139 + 140 + 141 + 142 + 143 + 144 + 145)) / 45.0;
        assertEquals(expected, s.reported(), 1e-9);
    }

    @Test
    void lueckeKeptIsThePrefixOfTheSortedTrials() {
        assertArrayEquals(new double[] {1, 1, 1, 1, 1, 1, 1, 1, 1}, Statistics.lueckeKept(new double[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 9}));
    }

    @Test
    void lueckeNeedsTwoTrials() {
        assertThrows(IllegalArgumentException.class, () -> Statistics.luecke(new double[] {1}));
    }

    @Test
    void avgReportsTheMeanOfTheBlocks() {
        Summary s = Statistics.avg(new double[] {2, 4, 6, 8});
        assertEquals(5, s.reported());
        assertEquals(2, s.min());
        assertEquals(8, s.max());
    }
}
