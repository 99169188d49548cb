package jgf.section2;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The sequential parts of each kernel at size A against the reference values of the JGF spec. */
class SequentialReferenceTest {
    @Test
    void seriesCoefficients() {
        assertEquals(Series.REF[0][0], Trapezoid.a0(), 1e-12);
        for (int i = 1; i < 4; i++) {
            assertEquals(Series.REF[i][0], Trapezoid.integrate(1, Trapezoid.OMEGA * i), 1e-12, "A[" + i + "]");
            assertEquals(Series.REF[i][1], Trapezoid.integrate(2, Trapezoid.OMEGA * i), 1e-12, "B[" + i + "]");
        }
    }

    @Test
    void ideaKeysAndCiphertextFingerprints() {
        Idea idea = new Idea();
        assertArrayEquals(new int[] {33799, 44320, 54381, 27098, 27609, 18893, 19852, 23565, 14038, 60778, 60596, 59061, 50724,
            1702, 942, 36930, 23158, 23286, 4723, 21347, 55043, 8449, 27464, 46363, 14765, 45449, 33193, 33003, 42000, 36277, 15194,
            31533, 54488, 30144, 2112, 56018, 44358, 38557, 54973, 50332, 8250, 26884, 41837, 20182, 24267, 20075, 27746, 57450,
            46772, 27473, 26023, 13743}, idea.z);
        assertArrayEquals(new int[] {33818, 38063, 39513, 41636, 27746, 57450, 46935, 41269, 45354, 61626, 8250, 26884, 51807,
            10563, 26979, 51671, 2112, 56018, 14316, 11048, 34003, 29079, 42000, 36277, 62461, 32343, 20087, 48489, 27464, 46363,
            7618, 10493, 44189, 10875, 23158, 23286, 37049, 64594, 63834, 55647, 60596, 59061, 41025, 51498, 41971, 28947, 27609,
            18893, 28110, 21216, 11155, 49316}, idea.dk);
        int n = 3_000_000;
        byte[] plain = new byte[n];
        for (int i = 0; i < n; i++) plain[i] = (byte) i;
        byte[] crypt = new byte[n];
        byte[] back = new byte[n];
        Idea.cipher(plain, crypt, idea.z);
        Idea.cipher(crypt, back, idea.dk);
        int[] first = new int[16];
        long sum = 0;
        for (int i = 0; i < n; i++) {
            if (i < 16) first[i] = crypt[i] & 0xFF;
            sum += crypt[i] & 0xFF;
        }
        assertArrayEquals(new int[] {180, 148, 160, 186, 114, 210, 247, 126, 208, 72, 114, 186, 222, 209, 134, 145}, first);
        assertEquals(396_937_973L, sum);
        assertArrayEquals(plain, back);
    }

    @Test
    void redBlackSorGtotal() {
        int n = 1000;
        double[][] g = Sor.randomGrid(new Random(10101010), n);
        double[][] band = new double[n + 2][];
        band[0] = new double[n];
        band[n + 1] = new double[n];
        System.arraycopy(g, 0, band, 1, n);
        for (int pass = 0; pass < 2 * Sor.ITERATIONS; pass++) RedBlack.halfSweep(band, n, 0, n, pass % 2);
        assertEquals(Sor.REF[0], RedBlack.interiorSum(g, n), 1e-12);
    }

    @Test
    void sparseMatmultYtotalIsBitExactOnOneProcess() {
        int m = 50_000;
        int nz = 250_000;
        Random r = new Random(10101010);
        double[] x = SparseMatmult.randomVector(r, m);
        int[] row = new int[nz];
        int[] col = new int[nz];
        double[] val = new double[nz];
        SparseMatmult.draw(r, m, m, row, col, val, 0, nz);
        double[] y = new double[m];
        for (int it = 0; it < SparseMatmult.ITERATIONS; it++) for (int e = 0; e < nz; e++) y[row[e]] += x[col[e]] * val[e];
        double total = 0;
        for (int e = 0; e < nz; e++) total += y[row[e]];
        assertEquals(SparseMatmult.REF[0], total, 0.0);
    }

    @Test
    void lufactResidualMatchesLinpack() {
        int n = 500;
        double[][] a = new double[n][n + 1];
        double[] b = new double[n];
        assertEquals(1.99981689453125, Linpack.matgen(a, n, b));
        int[] ipvt = new int[n];
        for (int k = 0; k < n - 1; k++) {
            int l = Linpack.pivot(a[k], n, k);
            ipvt[k] = l;
            if (a[k][k] != 0) for (int j = k + 1; j < n; j++) Linpack.eliminate(a[k], a[j], n, k, l);
        }
        ipvt[n - 1] = n - 1;
        Linpack.dgesl(a, n, ipvt, b);
        assertEquals(2.220446049250313e-16, Linpack.epslon(1.0));
        assertEquals(5.167473096289751, Linpack.residual(n, b), 0.0);
    }
}
