package io.mpj.bench.suite;

/**
 * The order of the variants in each round of an interleaved run: a Williams design, the Latin square
 * balanced for first-order carry-over. Over its rows every variant comes right after every other
 * variant equally often (once for an even count; twice, over twice the rows, for an odd one) and
 * stands in every position equally often, so what a call leaves behind for the next (skewed ranks,
 * a busy link, a cold cache) is spread over all variants instead of charged to one. Rotating one
 * fixed order does not do this: each variant then always follows the same one.
 */
final class WilliamsOrder {
    private final int[][] rows;

    WilliamsOrder(int variants) {
        if (variants < 1) throw new IllegalArgumentException("no variants");
        int n = variants;
        // first row 0, 1, n-1, 2, n-2, ...; row i adds i (mod n); an odd n also takes every row reversed
        int[] first = new int[n];
        for (int j = 1, lo = 1, hi = n - 1; j < n; j++) first[j] = j % 2 == 1 ? lo++ : hi--;
        rows = new int[n % 2 == 0 ? n : 2 * n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                rows[i][j] = (first[j] + i) % n;
                if (n % 2 == 1) rows[n + i][n - 1 - j] = rows[i][j];
            }
        }
    }

    /** Rounds after which the design repeats: every variant has followed every other equally often. */
    int period() {
        return rows.length;
    }

    /** The variant that runs {@code position}-th in round {@code round}. */
    int variant(int round, int position) {
        return rows[round % rows.length][position];
    }
}
