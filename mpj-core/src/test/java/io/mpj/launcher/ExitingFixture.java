package io.mpj.launcher;

import java.util.function.IntConsumer;

/** A program class that exits in the ways ExitCallRedirectTest rewrites; its other constants must survive. */
final class ExitingFixture {
    static final long BIG = 1L << 40;
    static final double HALF = 0.5;

    private ExitingFixture() {}

    static void quit(int status) {
        System.exit(status);
    }

    static IntConsumer quitter() {
        return System::exit;
    }

    /** Reads constants from around the pool, where two-slot entries shift the indices. */
    static String constants() {
        return "big " + BIG + " half " + HALF + " " + Long.toHexString(BIG + 7) + " " + Math.sqrt(2.25);
    }
}
