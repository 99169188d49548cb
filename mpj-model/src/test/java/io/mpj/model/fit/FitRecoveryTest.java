package io.mpj.model.fit;

import io.mpj.bench.results.Result;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Fits recover known parameters from synthetic measurements with 2% noise. */
class FitRecoveryTest {
    private final Random random = new Random(7);

    private double noisy(double v) {
        return v * (1 + 0.02 * random.nextGaussian());
    }

    private static double[] sizes() {
        double[] n = new double[24];
        for (int k = 0; k < 23; k++) n[k + 1] = Math.pow(2, k);
        return n; // 0, 1, 2, 4, ..., 4 MiB
    }

    @Test
    void extendedModelParametersComeBack() {
        LatencyModel truth = new LatencyModel(20, 45, 0.004); // us, us, us/byte (4 ns/B)
        double[] n = sizes(), t = new double[n.length];
        for (int i = 0; i < n.length; i++) t[i] = noisy(truth.extended(n[i]));
        LatencyModel m = LatencyModel.fit(n, t);
        assertEquals(20, m.t0(), 20 * 0.08);
        assertEquals(0.004, m.tb(), 0.004 * 0.05);
        assertEquals(45, m.ti(), 45 * 0.15);
        assertEquals(truth.extended(65536), m.extended(65536), truth.extended(65536) * 0.05);
    }

    @Test
    void hockneyIsTheExtendedModelWithTiEqualT0() {
        LatencyModel h = new LatencyModel(10, 10, 0.005);
        for (double n : sizes()) assertEquals(h.hockney(n), h.extended(n), 1e-9);
    }

    @Test
    void treeAndLinearGrowthAreTold() {
        int[] ps = {2, 4, 8, 16, 32};
        double[] tree = new double[ps.length], linear = new double[ps.length], scan = new double[ps.length];
        for (int i = 0; i < ps.length; i++) {
            tree[i] = noisy(3 + 8 * Form.LOG2P.of(ps[i]));
            linear[i] = noisy(22 + 21 * ps[i]);
            scan[i] = noisy(-4.5 + 9.3 * Form.LOG2P1.of(ps[i]));
        }
        FormFit t = FormFit.best(ps, tree, Form.P, Form.LOG2P);
        assertEquals(Form.LOG2P, t.form());
        assertEquals(8, t.b(), 0.8);
        FormFit l = FormFit.best(ps, linear, Form.P, Form.LOG2P);
        assertEquals(Form.P, l.form());
        assertEquals(21, l.b(), 1.5);
        assertEquals(22, l.a(), 12);
        FormFit s = FormFit.best(ps, scan, Form.LOG2P1);
        assertEquals(9.3, s.b(), 0.9);
    }

    @Test
    void segmentedRegressionFindsTheProtocolSwitch() {
        double[] n = sizes(), t = new double[n.length];
        for (int i = 0; i < n.length; i++)
            t[i] = noisy(n[i] <= 65536 ? 5 + 0.0003 * n[i] : 40 + 0.00025 * n[i]); // eager, then rendezvous
        Piecewise p = Piecewise.fit(n, t);
        assertTrue(p.breakpoints().contains(131072.0), "breakpoints " + p.breakpoints());
        assertEquals(5 + 0.0003 * 1024, p.at(1024), 0.5);
        assertEquals(40 + 0.00025 * (1 << 20), p.at(1 << 20), (40 + 0.00025 * (1 << 20)) * 0.05);
    }

    @Test
    void seriesModelFitsFormsAcrossPAndPredictsFreshSizes() {
        List<Result> rows = new ArrayList<>(), fresh = new ArrayList<>();
        for (int p : new int[] {2, 4, 8, 16}) {
            LatencyModel truth = new LatencyModel(3 + 8 * Form.LOG2P.of(p), 17 + 23 * Form.LOG2P.of(p), (0.017 + 5.649 * Form.LOG2P.of(p)) / 1e3);
            for (double n : sizes()) rows.add(row(p, n, noisy(truth.extended(n))));
            for (int k = 0; k < 20; k++) {
                double n = Math.floor(Math.exp(Math.log(4 << 20) * random.nextDouble()));
                fresh.add(row(p, n, noisy(truth.extended(n))));
            }
        }
        SeriesModel m = SeriesModel.fit("lib", "dev", "Bcast", rows);
        assertEquals(Form.LOG2P, m.t0().form());
        assertEquals(Form.LOG2P, m.tbNsPerByte().form());
        assertEquals(5.649, m.tbNsPerByte().b(), 0.3);
        Accuracy a = Accuracy.of(m, fresh);
        assertTrue(a.extended() < 0.07, "extended AARE " + a.extended());
        assertTrue(a.piecewise() < 0.10, "piecewise AARE " + a.piecewise());
        assertTrue(a.hockney() > a.extended(), "Hockney should fit worse: " + a);
    }

    private static Result row(int p, double n, double t) {
        return new Result("lib", "dev", "Bcast", "min", p, (long) n, 100, t, t, t, t, t, n / t, "ok");
    }
}
