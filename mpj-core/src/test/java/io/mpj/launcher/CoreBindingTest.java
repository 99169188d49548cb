package io.mpj.launcher;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CoreBindingTest {
    @Test
    void eachRankGetsAnEqualContiguousShareOfTheAllowedCpus() {
        List<Integer> cpus = CoreBinding.parseList("0-2,5,7-8");
        assertEquals(List.of(0, 1, 2, 5, 7, 8), cpus);
        assertEquals(List.of("0,1,2", "5,7,8"), CoreBinding.shares(cpus, 2));
        assertEquals(List.of("0", "1", "2", "5"), CoreBinding.shares(cpus, 4), "6 cpus for 4 ranks: one each, 2 left over");
        assertEquals(List.of("0", "1"), CoreBinding.shares(List.of(0, 1), 2));
        assertEquals(List.of(), CoreBinding.shares(List.of(0, 1), 3), "more ranks than cpus: no binding");
    }

    @Test
    void thisProcessHasItsAllowedCpus() {
        List<Integer> cpus = CoreBinding.allowedCpus();
        assertFalse(cpus.isEmpty());
        assertEquals(cpus.size(), cpus.stream().distinct().count(), cpus.toString());
        assertTrue(cpus.stream().allMatch(c -> c >= 0), cpus.toString());
        assertEquals(List.of("taskset", "-c", "0", "java", "-version"), CoreBinding.bound("0", List.of("java", "-version")));
    }
}
