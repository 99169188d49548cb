package jgf.section2;

/** The LINPACK pieces of LUFact, column-major (a[j] is column j, n + 1 long), as the benchmark has them. */
public final class Linpack {
    private Linpack() {}

    /** The test matrix (LCG seed 1325) and right-hand side b = row sums; returns norma (max entry). */
    public static double matgen(double[][] a, int n, double[] b) {
        int s = 1325;
        double norma = 0.0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s = (3125 * s) % 65536;
                a[j][i] = (s - 32768.0) / 16384.0;
                norma = a[j][i] > norma ? a[j][i] : norma;
            }
        }
        for (int i = 0; i < n; i++) b[i] = 0.0;
        for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) b[i] += a[j][i];
        return norma;
    }

    /** Index (from off) of the first element with the largest magnitude. */
    public static int idamax(int n, double[] v, int off) {
        if (n == 1) return 0;
        double max = Math.abs(v[off]);
        int at = 0;
        for (int i = 1; i < n; i++) {
            double a = Math.abs(v[off + i]);
            if (a > max) {
                at = i;
                max = a;
            }
        }
        return at;
    }

    /** dy += t * dx over n elements; nothing when t is 0 (which matters for NaN and infinity). */
    public static void daxpy(int n, double t, double[] dx, int xoff, double[] dy, int yoff) {
        if (n > 0 && t != 0) for (int i = 0; i < n; i++) dy[yoff + i] += t * dx[xoff + i];
    }

    /** Pivot search, swap and scaling of column k; returns the pivot row l. */
    public static int pivot(double[] col, int n, int k) {
        int l = idamax(n - k, col, k) + k;
        if (col[l] != 0) {
            if (l != k) {
                double t = col[l];
                col[l] = col[k];
                col[k] = t;
            }
            double t = -1.0 / col[k];
            for (int i = k + 1; i < n; i++) col[i] *= t;
        }
        return l;
    }

    /** Applies pivot column k (row l) to column {@code col}. */
    public static void eliminate(double[] pivcol, double[] col, int n, int k, int l) {
        double t = col[l];
        if (l != k) {
            col[l] = col[k];
            col[k] = t;
        }
        daxpy(n - k - 1, t, pivcol, k + 1, col, k + 1);
    }

    /** Solves with the factors: b becomes x. */
    public static void dgesl(double[][] a, int n, int[] ipvt, double[] b) {
        for (int k = 0; k < n - 1; k++) {
            int l = ipvt[k];
            double t = b[l];
            if (l != k) {
                b[l] = b[k];
                b[k] = t;
            }
            daxpy(n - k - 1, t, a[k], k + 1, b, k + 1);
        }
        for (int kb = 0; kb < n; kb++) {
            int k = n - (kb + 1);
            b[k] /= a[k][k];
            daxpy(k, -b[k], a[k], 0, b, 0);
        }
    }

    /** The LINPACK machine epsilon loop. */
    public static double epslon(double x) {
        double a = 4.0e0 / 3.0e0;
        double eps = 0;
        while (eps == 0) {
            double b = a - 1.0;
            double c = b + b + b;
            eps = Math.abs(c - 1.0);
        }
        return eps * Math.abs(x);
    }

    /** The normalised residual of x for the regenerated system: resid / (n norma normx eps). */
    public static double residual(int n, double[] x) {
        double[][] a = new double[n][n + 1];
        double[] b = new double[n];
        double norma = matgen(a, n, b);
        for (int i = 0; i < n; i++) b[i] = -b[i];
        for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) b[i] += x[j] * a[j][i];
        double resid = 0.0;
        double normx = 0.0;
        for (int i = 0; i < n; i++) {
            resid = resid > Math.abs(b[i]) ? resid : Math.abs(b[i]);
            normx = normx > Math.abs(x[i]) ? normx : Math.abs(x[i]);
        }
        return resid / (n * norma * normx * epslon(1.0));
    }
}
