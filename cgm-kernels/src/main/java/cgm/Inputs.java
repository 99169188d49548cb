package cgm;

/**
 * Inputs generated from a seed, the same on every rank and every library: any rank can compute any
 * item, so each builds its own block and checks its own results without a reference copy.
 */
final class Inputs {
    private Inputs() {}

    /** A 64-bit mix of {@code x} (SplitMix64's finaliser): neighbouring inputs give unrelated outputs. */
    static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xbf58476d1ce4e5b9L;
        x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
        return x ^ (x >>> 31);
    }

    /** The orders a list can be given in. */
    static final java.util.List<String> ORDERS = java.util.List.of("sequential", "reverse", "random");

    /** The list's order: position k of the list holds item order[k] (the head at 0, the tail at n - 1). */
    static int[] listOrder(int n, String kind, long seed) {
        if (!ORDERS.contains(kind)) throw new IllegalArgumentException("--order " + kind + ": sequential, reverse or random");
        int[] order = new int[n];
        for (int k = 0; k < n; k++) order[k] = kind.equals("reverse") ? n - 1 - k : k;
        if (kind.equals("random")) {
            java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
            for (int k = n - 1; k > 0; k--) {
                int j = r.nextInt(k + 1), t = order[k];
                order[k] = order[j];
                order[j] = t;
            }
        }
        return order;
    }

    /** Key {@code i} of the sort's input; with {@code duplicates}, from only about n / 8 distinct values. */
    static long key(long i, long n, long seed, boolean duplicates) {
        long k = mix(seed ^ mix(i + 1));
        return duplicates ? Math.floorMod(k, Math.max(1, n / 8)) : k;
    }

    /** Entry (i, j) of matrix {@code which} (1: A, 2: B), uniform in [-1, 1). */
    static double entry(int which, long i, long j, long n, long seed) {
        long h = mix(seed ^ mix(which * 0x9e3779b97f4a7c15L + i * n + j));
        return (h >>> 11) * 0x1.0p-52 - 1.0;
    }
}
