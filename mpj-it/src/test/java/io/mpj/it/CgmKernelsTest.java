package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The coarse-grained kernels as users launch them: mpjrun -jar, each run checking its own result. */
class CgmKernelsTest {
    private static final String JAR = Launch.HOME.resolve("cgm-kernels/target/cgm-kernels.jar").toString();
    private static final Pattern LINE = Pattern.compile(
            "(ListRanking|Sort|MatMul) n=\\d+ p=3.* seed=\\d+: [0-9.]+ s, [0-9.]+ ns/item(, \\d+ cycles/item at [0-9.]+ GHz)?, valid");

    @Test
    void eachKernelRunsAndValidatesOnThreeProcesses() throws Exception {
        for (String[] k : new String[][] {{"ListRanking", "-n", "20000", "--order", "random"}, {"Sort", "-n", "20000", "--duplicates"},
                {"MatMul", "-n", "90"}}) {
            String[] args = new String[4 + k.length];
            System.arraycopy(new String[] {"-np", "3", "-jar", JAR}, 0, args, 0, 4);
            System.arraycopy(k, 0, args, 4, k.length);
            Launch.Result r = Launch.mpjrun(args);
            assertEquals(0, r.exit(), r.toString());
            assertTrue(LINE.matcher(r.out().strip()).matches(), r.toString());
        }
    }

    @Test
    void badArgumentsAreAUsageError() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "-jar", JAR, "Sort", "-n", "0");
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("cgm: -n N (1 <= N < 2^31) is required"), r.toString());
        r = Launch.mpjrun("-np", "1", "-jar", JAR, "ListRanking", "-n", "10", "--order", "sideways");
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("--order sideways: sequential, reverse or random"), r.toString());
    }
}
