package io.mpj.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JGF Section 2 kernels and Section 3 applications at size A through mpjrun, each validated as the original does. */
class JgfKernelsTest {
    private static final String JAR = Launch.HOME.resolve("jgf-kernels/target/jgf-kernels.jar").toString();
    private static final Pattern RESULT = Pattern.compile(
            "Section2:(Series|LUFact|Crypt|SOR|SparseMatmult):Kernel:SizeA\\t[0-9.E-]+ \\(s\\) \\t [0-9.E]+\\t "
                    + "\\((coefficients|Mflops|Kbyte|Iterations)/s\\)");

    @ParameterizedTest(name = "p = {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void everyKernelValidatesAtSizeA(int p) throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "" + p, "-jar", JAR, "all", "-size", "A");
        List<String> lines = validHeader(r, 2, p);
        assertEquals("", lines.get(2));
        List<String> results = lines.subList(3, 8);
        String[] order = {"Series", "LUFact", "Crypt", "SOR", "SparseMatmult"};
        for (int i = 0; i < 5; i++) {
            assertTrue(RESULT.matcher(results.get(i)).matches(), "result line: " + results.get(i));
            assertTrue(results.get(i).startsWith("Section2:" + order[i] + ":"), results.get(i));
        }
        assertEquals("JGFAllSizeA section2 TEST COMPLETE", lines.get(8));
    }

    private static final Pattern APP_RESULT = Pattern.compile(
            // a timer that read 0 ms (RayTracer's Init builds its scene in under 1 ms) prints an Infinity rate, as the original
            "Section3:(MolDyn|MonteCarlo|RayTracer):(Init|Run|Total):SizeA\\t[0-9.E-]+ \\(s\\) \\t ([0-9.E]+|Infinity)\\t "
                    + "\\((Interactions|Samples|Pixels|Objects|Solutions)/s\\)");

    @ParameterizedTest(name = "p = {0}")
    @ValueSource(ints = {1, 2, 3})
    void everyApplicationValidatesAtSizeA(int p) throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "" + p, "-jar", JAR, "section3", "-size", "A");
        List<String> lines = validHeader(r, 3, p);
        String[] timers = {"MolDyn:Run", "MolDyn:Total", "MonteCarlo:Run", "MonteCarlo:Total", "RayTracer:Init", "RayTracer:Run",
            "RayTracer:Total"};
        for (int i = 0; i < timers.length; i++) {
            String line = lines.get(3 + i);
            assertTrue(APP_RESULT.matcher(line).matches() && line.startsWith("Section3:" + timers[i] + ":"), "result line: " + line);
        }
        assertEquals("JGFAllSizeA (section3) TEST COMPLETE", lines.get(3 + timers.length));
        // MolDyn's pair count is the true one at every p (the original re-adds the reduced count each move)
        double seconds = Double.parseDouble(lines.get(3).split("\t")[1].replace(" (s) ", ""));
        double rate = Double.parseDouble(lines.get(3).split("\t")[2].trim());
        assertEquals(1_253_101, rate * seconds, 1_253_101 * 1e-5, lines.get(3)); // the rate is a float
    }

    /** The same with every rank a thread of one JVM (mpjrun --dev threads), each with its own copy of the kernels' statics. */
    @Test
    void everyKernelAndApplicationValidatesWithRanksAsThreads() throws Exception {
        Launch.Result kernels = Launch.mpjrun("-np", "3", "--dev", "threads", "-jar", JAR, "all", "-size", "A");
        assertEquals("JGFAllSizeA section2 TEST COMPLETE", validHeader(kernels, 2, 3).get(8), kernels.toString());
        Launch.Result apps = Launch.mpjrun("-np", "3", "--dev", "threads", "-jar", JAR, "section3", "-size", "A");
        assertEquals("JGFAllSizeA (section3) TEST COMPLETE", validHeader(apps, 3, 3).get(10), apps.toString());
    }

    /** The job succeeded, nothing failed validation, and the output starts with the section's header; its lines. */
    private static List<String> validHeader(Launch.Result r, int section, int p) {
        assertEquals(0, r.exit(), r.toString());
        assertFalse(r.out().contains("Validation failed"), r.toString());
        List<String> lines = r.out().lines().toList();
        assertEquals("Java Grande Forum MPJ Benchmark Suite - Version 1.0 - Section " + section + " - Size A", lines.get(0));
        assertEquals(p == 1 ? "Executing on 1 process" : "Executing on " + p + " processes", lines.get(1));
        return lines;
    }

    @Test
    void aSingleKernelAndBadArguments() throws Exception {
        Launch.Result one = Launch.mpjrun("-np", "2", "-jar", JAR, "SOR", "-size", "A");
        assertEquals(0, one.exit(), one.toString());
        assertTrue(one.out().contains("Section2:SOR:Kernel:SizeA"), one.toString());
        Launch.Result bad = Launch.mpjrun("-np", "2", "-jar", JAR, "MolDin", "-size", "A");
        assertEquals(2, bad.exit(), bad.toString());
        assertTrue(bad.err().contains("jgf: unknown kernel 'MolDin'"), bad.toString());
        Launch.Result c = Launch.mpjrun("-np", "2", "-jar", JAR, "section3", "-size", "C");
        assertEquals(2, c.exit(), c.toString());
        assertTrue(c.err().contains("jgf: MolDyn has sizes A to B, not C"), c.toString());
        assertFalse(c.out().contains("Java Grande"), "refused before the header: " + c);
        Launch.Result size = Launch.mpjrun("-np", "1", "-jar", JAR, "SOR", "-size", "D");
        assertEquals(2, size.exit(), size.toString());
        assertTrue(size.err().contains("size must be A, B or C"), size.toString());
    }
}
