package io.mpj.model.fit;

/**
 * Seed 000's extended linear model for one p: t0 (0-byte time, us), ti and tb (intercept in us and
 * slope in us per byte of the least-squares line of T on n). Hockney is t0 + tb n.
 */
public record LatencyModel(double t0, double ti, double tb) {
    public double hockney(double n) {
        return t0 + tb * n;
    }

    /** T(n) = t0 + tb n + (ti - t0) tb n / (t0 + tb n): t0 at 0, ti + tb n for long messages. */
    public double extended(double n) {
        double h = t0 + tb * n;
        return h <= 0 ? h : h + (ti - t0) * tb * n / h;
    }

    /** Fits from measured (n, T): t0 = the time at the smallest size (0 when measured), ti, tb by least squares. */
    public static LatencyModel fit(double[] n, double[] t) {
        int smallest = 0;
        for (int i = 1; i < n.length; i++) if (n[i] < n[smallest]) smallest = i;
        Line l = Line.fit(n, t);
        return new LatencyModel(t[smallest], l.a(), l.b());
    }
}
