package io.mpj.model.metrics;

import io.mpj.model.fit.FormFit;

/**
 * Seed 000's metrics from a model's t0(p) and tb(p) (t0 in us, tb in ns/byte): per p the aggregated
 * specific performance pi0^ag = f(1,p)/t0 (KB/s, KB = 10^3 B), asymptotic bandwidth Bw_as^ag =
 * f(n,p)/(tb n) (MB/s, MB = 10^6 B) and half-peak length n1/2 = t0/tb (bytes); the peak values are
 * the max (min for n1/2) over p = 2, 4, 8, ..., pmax.
 */
public record Metrics(double pi0PagKBps, double bwAsPagMBps, double nHalfMagBytes) {

    public static double pi0KBps(String primitive, FormFit t0, int p) {
        double t = t0.at(p);
        return t <= 0 ? Double.NaN : Aggregation.f(primitive, 1, p) / t * 1e3;
    }

    public static double bwAsMBps(String primitive, FormFit tbNsPerByte, int p) {
        double tb = tbNsPerByte.at(p);
        return tb <= 0 ? Double.NaN : Aggregation.f(primitive, 1, p) / tb * 1e3;
    }

    public static double nHalfBytes(FormFit t0, FormFit tbNsPerByte, int p) {
        double tb = tbNsPerByte.at(p);
        return tb <= 0 ? Double.NaN : t0.at(p) * 1e3 / tb;
    }

    /** Peaks over p = 2, 4, ..., pmax (p = 1 point-to-point: just p = 2 for a Send's one pair). */
    public static Metrics peaks(String primitive, FormFit t0, FormFit tb, int pmax) {
        double pi0 = Double.NaN, bw = Double.NaN, nh = Double.NaN;
        for (int p = 2; p <= Math.max(2, pmax); p *= 2) {
            pi0 = max(pi0, pi0KBps(primitive, t0, p));
            bw = max(bw, bwAsMBps(primitive, tb, p));
            double h = nHalfBytes(t0, tb, p);
            if (!Double.isNaN(h) && (Double.isNaN(nh) || h < nh)) nh = h;
        }
        return new Metrics(pi0, bw, nh);
    }

    private static double max(double a, double b) {
        if (Double.isNaN(a)) return b;
        if (Double.isNaN(b)) return a;
        return Math.max(a, b);
    }
}
