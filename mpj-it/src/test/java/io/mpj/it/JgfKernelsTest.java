package io.mpj.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JGF Section 2 kernels at size A through mpjrun, each validated on rank 0. */
class JgfKernelsTest {
    private static final String JAR = Launch.HOME.resolve("jgf-kernels/target/jgf-kernels.jar").toString();
    private static final Pattern RESULT = Pattern.compile(
            "Section2:(Series|LUFact|Crypt|SOR|SparseMatmult):Kernel:SizeA\\t[0-9.E-]+ \\(s\\) \\t [0-9.E]+\\t "
                    + "\\((coefficients|Mflops|Kbyte|Iterations)/s\\)");

    @ParameterizedTest(name = "p = {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void everyKernelValidatesAtSizeA(int p) throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "" + p, "-jar", JAR, "all", "-size", "A");
        assertEquals(0, r.exit(), r.toString());
        assertFalse(r.out().contains("Validation failed"), r.toString());
        List<String> lines = r.out().lines().toList();
        assertEquals("Java Grande Forum MPJ Benchmark Suite - Version 1.0 - Section 2 - Size A", lines.get(0));
        assertEquals(p == 1 ? "Executing on 1 process" : "Executing on " + p + " processes", lines.get(1));
        assertEquals("", lines.get(2));
        List<String> results = lines.subList(3, 8);
        String[] order = {"Series", "LUFact", "Crypt", "SOR", "SparseMatmult"};
        for (int i = 0; i < 5; i++) {
            assertTrue(RESULT.matcher(results.get(i)).matches(), "result line: " + results.get(i));
            assertTrue(results.get(i).startsWith("Section2:" + order[i] + ":"), results.get(i));
        }
        assertEquals("JGFAllSizeA section2 TEST COMPLETE", lines.get(8));
    }

    @Test
    void aSingleKernelAndBadArguments() throws Exception {
        Launch.Result one = Launch.mpjrun("-np", "2", "-jar", JAR, "SOR", "-size", "A");
        assertEquals(0, one.exit(), one.toString());
        assertTrue(one.out().contains("Section2:SOR:Kernel:SizeA"), one.toString());
        Launch.Result bad = Launch.mpjrun("-np", "2", "-jar", JAR, "MolDyn", "-size", "A");
        assertEquals(2, bad.exit(), bad.toString());
        assertTrue(bad.err().contains("jgf: unknown kernel 'MolDyn'"), bad.toString());
        Launch.Result size = Launch.mpjrun("-np", "1", "-jar", JAR, "SOR", "-size", "D");
        assertEquals(2, size.exit(), size.toString());
        assertTrue(size.err().contains("size must be A, B or C"), size.toString());
    }
}
