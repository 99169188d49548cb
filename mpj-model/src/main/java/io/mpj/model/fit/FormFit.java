package io.mpj.model.fit;

import java.util.Locale;

/** One parameter as a function of p: x(p) = a + b * form(p), and how well that fitted. */
public record FormFit(Form form, double a, double b, double sse) {
    public double at(int p) {
        return a + b * form.of(p);
    }

    public static FormFit constant(double value) {
        return new FormFit(Form.CONST, value, 0, 0);
    }

    /**
     * Fits a + b * form(p) for each form and keeps the one with the smallest squared error; on a
     * tie (two process counts fit every form exactly) the first form given is kept.
     */
    public static FormFit best(int[] ps, double[] values, Form... forms) {
        if (ps.length == 1) return constant(values[0]);
        FormFit best = null;
        for (Form f : forms) {
            double[] x = new double[ps.length];
            for (int i = 0; i < ps.length; i++) x[i] = f.of(ps[i]);
            Line l = Line.fit(x, values);
            FormFit c = new FormFit(f, l.a(), l.b(), l.sse());
            if (best == null || c.sse() < best.sse() - 1e-9 * (1 + best.sse())) best = c;
        }
        return best;
    }

    /** "3+8⌈lp⌉" style, as seed 000's tables print a parameter. */
    public String formula() {
        String a = String.format(Locale.ROOT, "%.3g", this.a);
        if (form == Form.CONST || b == 0) return a;
        String b = String.format(Locale.ROOT, "%+.3g", this.b);
        return a + b + switch (form) {
            case P -> "p";
            case LOG2P -> "⌈lp⌉";
            case LOG2P1 -> "(⌈lp⌉+1)";
            case CONST -> "";
        };
    }
}
