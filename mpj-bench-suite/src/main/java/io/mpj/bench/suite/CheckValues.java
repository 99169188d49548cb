package io.mpj.bench.suite;

/**
 * The values the result check puts in the send buffers and expects in the receive buffers
 * (docs/methodology.md, "Result check"); the C twin computes the same. Bytes depend on the block's
 * source, its destination and the index, so a block from the wrong rank, for the wrong rank or
 * shifted by any number of bytes reads wrong. Doubles are whole numbers, so every sum over ranks is
 * exact in any order of addition.
 */
final class CheckValues {
    private CheckValues() {
    }

    /**
     * Byte {@code i} of the block {@code source} sends to {@code dest}, as 0..255: MurmurHash3's
     * finaliser over a mix of the three (32-bit arithmetic, wrapping), so that no shift of a block
     * repeats it (a multiplicative hash alone does, near Fibonacci numbers).
     */
    static int byteAt(int source, int dest, int i) {
        int h = i * 0x9E3779B1 + source * 0x85EBCA77 + dest * 0xC2B2AE3D + 0x2545F491; // not 0 at (0, 0, 0), as a cleared buffer
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        return (h ^ (h >>> 16)) & 0xff;
    }

    /** Element {@code i} of rank {@code rank}'s operand of a reduction. */
    static double doubleAt(int rank, int i) {
        return (rank + 1) * 1024.0 + (i & 1023);
    }

    /** The sum of element {@code i} over ranks 0 .. {@code ranks} - 1. */
    static double sumOverRanks(int ranks, int i) {
        return 1024.0 * ranks * (ranks + 1) / 2 + (double) ranks * (i & 1023);
    }
}
