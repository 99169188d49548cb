package jgf.section2;

/**
 * The Series integrals, computed as the original does: f(x) = (x+1)^x times 1, cos(wx) or sin(wx),
 * integrated over [0, 2] by the trapezoid rule with x advanced by repeated addition through only
 * 998 interior points (the original skips x = 1.998; the reference values depend on it).
 */
public final class Trapezoid {
    /** The double literal the original uses, equal to Math.PI. */
    public static final double OMEGA = 3.1415926535897932;
    private static final int STEPS = 1000;

    private Trapezoid() {}

    /** select 0: (x+1)^x; 1: times cos(w x); 2: times sin(w x). */
    static double f(int select, double x, double w) {
        double base = Math.pow(x + 1.0, x);
        return select == 0 ? base : select == 1 ? base * Math.cos(w * x) : base * Math.sin(w * x);
    }

    public static double integrate(int select, double w) {
        double dx = (2.0 - 0.0) / STEPS;
        double sum = f(select, 0.0, w) / 2.0;
        double x = 0.0;
        for (int k = 0; k < STEPS - 2; k++) {
            x += dx;
            sum += f(select, x, w);
        }
        return (sum + f(select, 2.0, w) / 2.0) * dx;
    }

    /** A[0], the constant term. */
    public static double a0() {
        return integrate(0, 0.0) / 2.0;
    }
}
