package jgf.section2;

/**
 * One red-black SOR half-sweep over a band of rows: every interior point whose global
 * (row + column) has the colour's parity gets q * (up + down + left + right) + r * itself, summed in
 * that order. Points of one colour depend only on the other, so the band may be updated in any order.
 */
public final class RedBlack {
    static final double OMEGA = 1.25;
    static final double Q = OMEGA * 0.25;
    static final double R = 1.0 - OMEGA;

    private RedBlack() {}

    /**
     * Updates local rows {@code 1..count} of {@code g} (row 0 and count+1 are halos) whose global row
     * is {@code firstRow + i - 1}; global rows 0 and n-1 are fixed boundaries.
     */
    public static void halfSweep(double[][] g, int count, int firstRow, int n, int colour) {
        for (int i = 1; i <= count; i++) {
            int row = firstRow + i - 1;
            if (row == 0 || row == n - 1) continue;
            double[] up = g[i - 1];
            double[] me = g[i];
            double[] down = g[i + 1];
            for (int c = 1 + ((row + 1 + colour) & 1); c < n - 1; c += 2) {
                me[c] = Q * (((up[c] + down[c]) + me[c - 1]) + me[c + 1]) + R * me[c];
            }
        }
    }

    /** Sum of the interior points, rows outer, columns inner. */
    public static double interiorSum(double[][] g, int n) {
        double total = 0.0;
        for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) total += g[i][j];
        return total;
    }
}
