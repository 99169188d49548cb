/**
 * The SUM loop of doubles, warm, three ways: as the library has it (plain), and in blocks a
 * compiled caller calls one by one, so that no call runs more than 32 loop iterations (c32: a plain
 * loop over 32 elements; c256: 32 iterations of 8 statements each), the shape that keeps HotSpot
 * from compiling the loop on stack. Argument: plain, c32 or c256; prints the best of 5 rounds per
 * size, ns per element.
 */
public class SumLoops {
    static void plain(double[] a, int i0, double[] b, int o0, int n) { for (int k = 0; k < n; k++) b[o0 + k] += a[i0 + k]; }
    static void c32(double[] a, int i0, double[] b, int o0, int n) {
        int k = 0;
        for (; k + 32 <= n; k += 32) leaf32(a, i0 + k, b, o0 + k);
        for (; k < n; k++) b[o0 + k] += a[i0 + k];
    }
    static void leaf32(double[] a, int i, double[] b, int o) { for (int k = 0; k < 32; k++) b[o + k] += a[i + k]; }
    static void c256(double[] a, int i0, double[] b, int o0, int n) {
        int k = 0;
        for (; k + 256 <= n; k += 256) leaf256(a, i0 + k, b, o0 + k);
        for (; k < n; k++) b[o0 + k] += a[i0 + k];
    }
    static void leaf256(double[] a, int i, double[] b, int o) {
        for (int k = 0; k < 256; k += 8) {
            b[o + k] += a[i + k]; b[o + k + 1] += a[i + k + 1]; b[o + k + 2] += a[i + k + 2]; b[o + k + 3] += a[i + k + 3];
            b[o + k + 4] += a[i + k + 4]; b[o + k + 5] += a[i + k + 5]; b[o + k + 6] += a[i + k + 6]; b[o + k + 7] += a[i + k + 7];
        }
    }
    interface S { void sum(double[] a, int i0, double[] b, int o0, int n); }
    static void run(String name, int n, S s) {
        double[] a = new double[n], b = new double[n];
        java.util.Arrays.fill(a, 1e-9);
        long reps = Math.max(1, 100_000_000L / Math.max(n, 16));
        double best = 1e9;
        for (int round = 0; round < 5; round++) {
            long t0 = System.nanoTime();
            for (long r = 0; r < reps; r++) s.sum(a, 0, b, 0, n);
            best = Math.min(best, (System.nanoTime() - t0) / (double) reps / n);
        }
        System.out.printf("%-6s n %6d %.3f ns/elem%n", name, n, best);
    }
    public static void main(String[] args) {
        String v = args[0];
        S s = v.equals("plain") ? SumLoops::plain : v.equals("c32") ? SumLoops::c32 : SumLoops::c256;
        for (int n : new int[] {300, 2048, 25600, 51200}) run(v, n, s);
    }
}
