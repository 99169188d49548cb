package io.mpj.transport;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JobSecretTest {
    @Test
    void secretsAreFullLengthAndNeverRepeat() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            byte[] s = JobSecret.random();
            assertEquals(JobSecret.BYTES, s.length);
            assertTrue(seen.add(JobSecret.toHex(s)), "a secret came twice");
        }
    }

    @Test
    void hexRoundTripsAndComparisonIsExact() {
        byte[] s = JobSecret.random();
        assertArrayEquals(s, JobSecret.fromHex(JobSecret.toHex(s)));
        assertTrue(JobSecret.matches(s, s.clone()));
        byte[] other = s.clone();
        other[JobSecret.BYTES - 1] ^= 1;
        assertFalse(JobSecret.matches(s, other));
    }
}
