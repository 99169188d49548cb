package io.mpj.bench.suite;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Random2SetsKernelTest {
    @Test
    void evenRanksPickOddRanksThatExist() {
        for (int p = 2; p <= 9; p++)
            for (int it = 0; it < 200; it++)
                for (int even = 0; even < p; even += 2) {
                    int odd = Random2SetsKernel.partnerOf(even, it, p, 42);
                    assertTrue(odd % 2 == 1 && odd < p, "p=" + p + " odd=" + odd);
                }
    }

    @Test
    void thePairingChangesBetweenIterationsAndIsTheSameForEveryone() {
        Set<Integer> seen = new HashSet<>();
        for (int it = 0; it < 100; it++) seen.add(Random2SetsKernel.partnerOf(0, it, 8, 42));
        assertEquals(Set.of(1, 3, 5, 7), seen);
        assertEquals(Random2SetsKernel.partnerOf(2, 17, 8, 42), Random2SetsKernel.partnerOf(2, 17, 8, 42));
    }

    @Test
    void cacheSizesParseWithUnits() {
        assertEquals(32 << 10, CacheFlush.parseSize("32K"));
        assertEquals(16 << 20, CacheFlush.parseSize("16M"));
        assertTrue(CacheFlush.lastLevelCacheBytes() > 0);
    }
}
