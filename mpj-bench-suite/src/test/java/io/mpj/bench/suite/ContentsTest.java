package io.mpj.bench.suite;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The result check's values and its fill-and-compare, without an MPI library (the runs test the rest). */
class ContentsTest {
    @Test
    void sumsOverRanksAreTheSumsOfTheOperands() {
        for (int ranks = 1; ranks <= 64; ranks++)
            for (int i : new int[] {0, 1, 1023, 1024, 5000, 524287}) {
                double sum = 0;
                for (int r = 0; r < ranks; r++) sum += CheckValues.doubleAt(r, i);
                assertEquals(sum, CheckValues.sumOverRanks(ranks, i), "ranks=" + ranks + " i=" + i);
            }
    }

    @Test
    void theFirstByteOfRankZerosBlockIsNotWhatAClearedBufferHolds() {
        assertNotEquals(0, CheckValues.byteAt(0, 0, 0));
    }

    @Test
    void aBlockShiftedOrFromAnotherRankReadsWrong() {
        byte[] block = bytes(3, 5, 0, 64);
        for (int shift = 1; shift <= 1 << 16; shift++) assertFalse(Arrays.equals(block, bytes(3, 5, shift, 64)), "shift " + shift);
        for (int other = 0; other < 64; other++) {
            if (other != 3) assertFalse(Arrays.equals(block, bytes(other, 5, 0, 64)), "source " + other);
            if (other != 5) assertFalse(Arrays.equals(block, bytes(3, other, 0, 64)), "destination " + other);
        }
    }

    @Test
    void prepareFillsTheSendBufferAndClearsTheReceiveBuffer() {
        byte[] out = new byte[16], in = new byte[16];
        Arrays.fill(in, (byte) 7);
        Contents c = Contents.of(0, out, i -> CheckValues.byteAt(1, 2, i), in, i -> CheckValues.byteAt(1, 2, i));
        c.prepare();
        assertArrayEquals(bytes(1, 2, 0, 16), out);
        assertArrayEquals(new byte[16], in);
        assertEquals("element 0 of 16 is 0, expected " + CheckValues.byteAt(1, 2, 0), c.firstWrong());
        System.arraycopy(out, 0, in, 0, 16);
        assertNull(c.firstWrong());
    }

    @Test
    void theFirstWrongElementIsNamed() {
        double[] out = new double[8];
        Contents c = Contents.receiveOnly(0, out, i -> CheckValues.sumOverRanks(3, i));
        for (int i = 0; i < 8; i++) out[i] = CheckValues.sumOverRanks(3, i);
        assertNull(c.firstWrong());
        out[5] = 1.5;
        out[6] = 0;
        assertEquals("element 5 of 8 is 1.5, expected 6159", c.firstWrong());
        c.clearResult();
        assertArrayEquals(new double[8], out);
    }

    @Test
    void atAnOffsetTheDataStartsThereAndWhatIsBeforeItMustStayUntouched() {
        double[] out = new double[5], in = new double[5];
        Contents c = Contents.of(2, out, i -> CheckValues.doubleAt(1, i), in, i -> CheckValues.doubleAt(1, i));
        c.prepare();
        assertArrayEquals(new double[] {0, 0, 1024 * 2, 1024 * 2 + 1, 1024 * 2 + 2}, out);
        System.arraycopy(out, 0, in, 0, 5);
        assertNull(c.firstWrong());
        in[1] = 7;
        assertEquals("element 1, before offset 2, was written: 7", c.firstWrong());
        System.arraycopy(out, 1, in, 0, 4); // the data one element early, as a library that ignores the offset writes it
        assertEquals("element 1, before offset 2, was written: 2048", c.firstWrong());
        assertFalse(Contents.receiveOnly(2, new double[2], i -> 1).compares(), "no element past the offset: nothing to compare");
    }

    @Test
    void aRankWithNothingToCompareIsNeverWrong() {
        assertFalse(Contents.NONE.compares());
        assertNull(Contents.NONE.firstWrong());
        byte[] in = new byte[4];
        assertFalse(Contents.receiveOnly(0, in, i -> 1).comparedOnlyIf(() -> false).compares());
        assertNull(Contents.receiveOnly(0, in, i -> 1).comparedOnlyIf(() -> false).firstWrong());
        assertFalse(Contents.receiveOnly(0, new byte[0], i -> 1).compares(), "0 bytes: nothing to compare");
        assertTrue(Contents.receiveOnly(0, in, i -> 1).compares());
        assertNotEquals(null, Contents.receiveOnly(0, in, i -> 1).firstWrong());
    }

    private static byte[] bytes(int source, int dest, int from, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) b[i] = (byte) CheckValues.byteAt(source, dest, from + i);
        return b;
    }
}
