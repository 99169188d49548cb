package jgf;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HarnessTest {
    @Test
    void blockDecompositionAndItsLimit() {
        Block b = new Block("Crypt", 3_000_000, 8, 7, 6);
        assertEquals(428_576, b.p);
        assertEquals(428_544, b.rem);
        assertEquals(b.rem, b.mine);
        Block s = new Block("Series", 10_000, 1, 3, 0);
        assertEquals(3334, s.p);
        assertEquals(3332, s.rem);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Block("Series", 10, 1, 8, 0));
        assertTrue(e.getMessage().startsWith("Series: 8 processes are too many for 10 items"), e.getMessage());
    }

    @Test
    void headerAndResultLinesAreTheOriginals() {
        assertEquals("Java Grande Forum MPJ Benchmark Suite - Version 1.0 - Section 2 - Size A\nExecuting on 1 process\n",
                Main.header(2, "A", 1));
        assertTrue(Main.header(3, "B", 4).startsWith("Java Grande Forum MPJ Benchmark Suite - Version 1.0 - Section 3 - Size B\n"
                + "Executing on 4 processes"));
        assertEquals(List.of("MolDyn", "MonteCarlo", "RayTracer"), Main.section3(0));
        assertEquals(List.of("MolDyn", "RayTracer"), Main.section3(1));
        Timer t = new Timer("Section2:SOR:Kernel", "Iterations");
        assertTrue(t.result("A", 100).startsWith("Section2:SOR:Kernel:SizeA\t0.0 (s) \t "), t.result("A", 100));
        assertTrue(t.result("A", 100).endsWith("\t (Iterations/s)"));
        assertEquals('C', Sizes.letter(2).charAt(0));
        assertThrows(IllegalArgumentException.class, () -> Sizes.parse("D"));
        IllegalArgumentException c = assertThrows(IllegalArgumentException.class, () -> ((Kernel) new jgf.section3.MolDyn(1, 0)).checkSize(2));
        assertEquals("MolDyn has sizes A to B, not C", c.getMessage());
    }
}
