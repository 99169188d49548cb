package jgf.section3;

/**
 * MolDyn's random numbers: the Park-Miller generator (16807, 2^31 - 1) in the original's 15-bit split
 * integer arithmetic, and Gaussian pairs by the polar method. StrictMath.log keeps the bits of the
 * reference (the HotSpot intrinsic differs in the last place and moves the result by 2e-12).
 */
final class ParkMiller {
    private static final double SCALE = 4.656612875e-10;
    private static final int MULT = 16807;
    private static final int MOD = 2147483647;

    private int seed;
    /** The pair of the last {@link #gaussianRadius()} call. */
    double v1;
    double v2;

    ParkMiller(int seed) {
        this.seed = seed;
    }

    double next() {
        if (seed <= 0) seed = 1;
        int is2 = seed % 32768;
        int is1 = (seed - is2) / 32768;
        int iss2 = is2 * MULT;
        is2 = iss2 % 32768;
        is1 = (is1 * MULT + (iss2 - is2) / 32768) % 65536;
        seed = (is1 * 32768 + is2) % MOD;
        return SCALE * seed;
    }

    /** Draws (v1, v2) uniformly in the unit disc and returns r such that r v1 and r v2 are standard normal. */
    double gaussianRadius() {
        double s;
        do {
            v1 = 2.0 * next() - 1.0;
            v2 = 2.0 * next() - 1.0;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1.0);
        return Math.sqrt(-2.0 * StrictMath.log(s) / s);
    }
}
