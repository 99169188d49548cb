package jgf;

import org.junit.jupiter.api.Test;

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
                Main.header("A", 1));
        assertTrue(Main.header("B", 4).contains("Executing on 4 processes"));
        Timer t = new Timer("Section2:SOR:Kernel", "Iterations");
        assertTrue(t.result("A", 100).startsWith("Section2:SOR:Kernel:SizeA\t0.0 (s) \t "), t.result("A", 100));
        assertTrue(t.result("A", 100).endsWith("\t (Iterations/s)"));
        assertEquals('C', Sizes.letter(2).charAt(0));
        assertThrows(IllegalArgumentException.class, () -> Sizes.parse("D"));
    }
}
