package io.mpj.model.fit;

import org.apache.commons.math3.fitting.leastsquares.LeastSquaresBuilder;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresProblem;
import org.apache.commons.math3.fitting.leastsquares.LevenbergMarquardtOptimizer;
import org.apache.commons.math3.fitting.leastsquares.MultivariateJacobianFunction;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.util.Pair;

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

    /**
     * Fits from measured (n, T): t0 is the time at the smallest size (0 bytes when measured); ti and
     * tb start as the intercept and slope of the least-squares line of T on n (seed 000's
     * definition) and are then refined by least squares of the extended model itself on relative
     * error (Levenberg-Marquardt). The plain line is dominated by the largest messages, whose noise
     * alone moves its intercept by hundreds of microseconds; the refined fit predicts every size.
     */
    public static LatencyModel fit(double[] n, double[] t) {
        int smallest = 0;
        for (int i = 1; i < n.length; i++) if (n[i] < n[smallest]) smallest = i;
        double t0 = t[smallest];
        Line l = Line.fit(n, t);
        if (n.length < 3) return new LatencyModel(t0, l.a(), l.b());
        return refine(t0, Math.max(l.a(), 0), Math.max(l.b(), 1e-12), n, t);
    }

    private static LatencyModel refine(double t0, double ti, double tb, double[] n, double[] t) {
        MultivariateJacobianFunction f = point -> {
            double a = point.getEntry(0), b = Math.max(point.getEntry(1), 1e-15);
            RealVector value = new ArrayRealVector(n.length);
            RealMatrix jacobian = new Array2DRowRealMatrix(n.length, 2);
            for (int i = 0; i < n.length; i++) {
                double h = t0 + b * n[i], w = 1 / t[i];
                double model = h <= 0 ? h : h + (a - t0) * b * n[i] / h;
                value.setEntry(i, model * w);
                jacobian.setEntry(i, 0, h <= 0 ? 0 : b * n[i] / h * w);
                jacobian.setEntry(i, 1, h <= 0 ? n[i] * w : (n[i] + (a - t0) * n[i] * t0 / (h * h)) * w);
            }
            return new Pair<>(value, jacobian);
        };
        double[] ones = new double[n.length];
        java.util.Arrays.fill(ones, 1);
        LeastSquaresProblem problem = new LeastSquaresBuilder().start(new double[] {ti, tb}).model(f)
                .target(ones).maxEvaluations(1000).maxIterations(1000).build();
        try {
            RealVector p = new LevenbergMarquardtOptimizer().optimize(problem).getPoint();
            return new LatencyModel(t0, p.getEntry(0), Math.max(p.getEntry(1), 0));
        } catch (RuntimeException noConvergence) {
            return new LatencyModel(t0, ti, tb);
        }
    }
}
