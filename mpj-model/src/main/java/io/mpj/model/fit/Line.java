package io.mpj.model.fit;

import org.apache.commons.math3.stat.regression.SimpleRegression;

/** y = a + b x, fitted by least squares, and its sum of squared errors. */
public record Line(double a, double b, double sse) {
    public double at(double x) {
        return a + b * x;
    }

    /** Ordinary least squares over all points. */
    public static Line fit(double[] x, double[] y) {
        if (x.length == 1) return new Line(y[0], 0, 0);
        SimpleRegression r = new SimpleRegression();
        for (int i = 0; i < x.length; i++) r.addData(x[i], y[i]);
        double b = Double.isNaN(r.getSlope()) ? 0 : r.getSlope();
        double a = Double.isNaN(r.getSlope()) ? mean(y) : r.getIntercept();
        return new Line(a, b, sse(x, y, a, b, false));
    }

    /**
     * Least squares on relative error (weights 1/y^2): the fit that suits times spanning orders of
     * magnitude, as the piecewise model's segments do.
     */
    public static Line fitRelative(double[] x, double[] y) {
        if (x.length == 1) return new Line(y[0], 0, 0);
        double sw = 0, swx = 0, swy = 0, swxx = 0, swxy = 0;
        for (int i = 0; i < x.length; i++) {
            double w = 1 / Math.max(1e-12, y[i] * y[i]);
            sw += w;
            swx += w * x[i];
            swy += w * y[i];
            swxx += w * x[i] * x[i];
            swxy += w * x[i] * y[i];
        }
        double det = sw * swxx - swx * swx;
        double b = Math.abs(det) < 1e-300 ? 0 : (sw * swxy - swx * swy) / det;
        double a = (swy - b * swx) / sw;
        return new Line(a, b, sse(x, y, a, b, true));
    }

    private static double sse(double[] x, double[] y, double a, double b, boolean relative) {
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            double e = a + b * x[i] - y[i];
            if (relative) e /= Math.max(1e-12, Math.abs(y[i]));
            s += e * e;
        }
        return s;
    }

    private static double mean(double[] y) {
        double s = 0;
        for (double v : y) s += v;
        return s / y.length;
    }
}
