package io.mpj.bench.report;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AgainstBaselineTest {
    private static AgainstBaseline.Sample s(String library, String device, String key, double value) {
        return new AgainstBaseline.Sample(library, device, key, value);
    }

    @Test
    void pairsTheRoundsInOrderOnEachDeviceBothRan() {
        List<AgainstBaseline.Sample> samples = new ArrayList<>();
        double[][] shm = {{0.10, 0.11}, {0.12, 0.11}, {0.11, 0.12}}; // each round: ours, baseline
        for (double[] round : shm) {
            samples.add(s("ours", "shm", "SOR | A | 2", round[0]));
            samples.add(s("ours", "threads", "SOR | A | 2", 0.1)); // the baseline has no threads device
            samples.add(s("baseline", "shm", "SOR | A | 2", round[1]));
            samples.add(s("jni", "vader", "SOR | A | 2", 0.05));
        }
        String md = AgainstBaseline.markdown("time", "kernel | size | p", "ours", "baseline", samples);
        assertTrue(md.contains("| kernel | size | p | shm |\n|---|---|---|---:|\n"), md);
        assertTrue(md.contains("| SOR | A | 2 | 0.92 [0.91-1.09], 2 of 3 |"), md);
        assertFalse(md.contains("threads"), md);
    }

    @Test
    void aFailedLaunchLeavesItsCellOutAndNoBaselineLeavesTheSectionOut() {
        List<AgainstBaseline.Sample> samples = List.of(s("ours", "nio", "Sort | 1000 | 2", 150), s("ours", "nio", "Sort | 1000 | 2", 160),
                s("baseline", "nio", "Sort | 1000 | 2", 155), s("ours", "nio", "MatMul | 600 | 2", 200), s("baseline", "nio", "MatMul | 600 | 2", 250));
        String md = AgainstBaseline.markdown("time per item", "kernel | n | p", "ours", "baseline", samples);
        assertFalse(md.contains("Sort"), md);
        assertTrue(md.contains("| MatMul | 600 | 2 | 0.80, 1 of 1 |"), md);
        assertEquals("", AgainstBaseline.markdown("time", "kernel | size | p", "ours", "baseline",
                samples.stream().filter(x -> x.library().equals("ours")).toList()));
    }
}
