package jgf.section3;

/**
 * MolDyn's state, one array per coordinate (the force arrays are what the ranks reduce), and the
 * sequential steps of a move in the original's operation order, so that results keep its bits.
 */
final class Particles {
    static final double DENSITY = 0.83134;
    static final double TREF = 0.722;
    static final double H = 0.064;

    final int n;
    final double side;
    final double rcoff;
    final double tscale;
    final double[] x, y, z, vx, vy, vz, fx, fy, fz;

    /** 4 mm^3 particles on a face-centred cubic lattice, with the original's velocities. */
    Particles(int mm) {
        n = 4 * mm * mm * mm;
        side = StrictMath.pow(n / DENSITY, 0.3333333);
        rcoff = mm / 4.0;
        tscale = 16.0 / (1.0 * n - 1.0);
        x = new double[n]; y = new double[n]; z = new double[n];
        vx = new double[n]; vy = new double[n]; vz = new double[n];
        fx = new double[n]; fy = new double[n]; fz = new double[n];
        double a = side / mm;
        int p = 0;
        for (int lg = 0; lg <= 1; lg++)
            for (int i = 0; i < mm; i++) for (int j = 0; j < mm; j++) for (int k = 0; k < mm; k++, p++) {
                x[p] = i * a + lg * a * 0.5;
                y[p] = j * a + lg * a * 0.5;
                z[p] = k * a;
            }
        for (int lg = 1; lg <= 2; lg++)
            for (int i = 0; i < mm; i++) for (int j = 0; j < mm; j++) for (int k = 0; k < mm; k++, p++) {
                x[p] = i * a + (2 - lg) * a * 0.5;
                y[p] = j * a + (lg - 1) * a * 0.5;
                z[p] = k * a + a * 0.5;
            }
        initialVelocities();
    }

    private void initialVelocities() {
        ParkMiller random = new ParkMiller(0);
        for (double[] v : new double[][] {vx, vy, vz}) {
            for (int i = 0; i < n; i += 2) {
                double r = random.gaussianRadius();
                v[i] = r * random.v1;
                v[i + 1] = r * random.v2;
            }
        }
        double ekin = 0.0;
        for (double[] v : new double[][] {vx, vy, vz}) {
            double mean = 0.0;
            for (int i = 0; i < n; i++) mean = mean + v[i];
            mean = mean / n;
            for (int i = 0; i < n; i++) {
                v[i] = v[i] - mean;
                ekin = ekin + v[i] * v[i];
            }
        }
        scaleVelocities(H * Math.sqrt(TREF / (tscale * ekin)));
    }

    /** Moves every particle by its velocity and force, wraps it into the box once, and clears the forces. */
    void move() {
        for (int i = 0; i < n; i++) {
            x[i] = wrap(x[i] + vx[i] + fx[i]);
            y[i] = wrap(y[i] + vy[i] + fy[i]);
            z[i] = wrap(z[i] + vz[i] + fz[i]);
            vx[i] = vx[i] + fx[i];
            vy[i] = vy[i] + fy[i];
            vz[i] = vz[i] + fz[i];
            fx[i] = 0.0;
            fy[i] = 0.0;
            fz[i] = 0.0;
        }
    }

    private double wrap(double c) {
        if (c < 0) c = c + side;
        if (c > side) c = c - side;
        return c;
    }

    /**
     * Adds the Lennard-Jones forces of outer particles first, first + stride, ... against every later
     * particle into the force arrays; adds the potential energy and virial into energy[0] and
     * energy[1]; returns the number of interacting pairs.
     */
    int forces(int first, int stride, double[] energy) {
        double sideh = 0.5 * side;
        double rcoffs = rcoff * rcoff;
        double epot = energy[0];
        double vir = energy[1];
        int interactions = 0;
        for (int i = first; i < n; i += stride) {
            double xi = x[i], yi = y[i], zi = z[i];
            double fxi = 0.0, fyi = 0.0, fzi = 0.0;
            for (int j = i + 1; j < n; j++) {
                double xx = image(xi - x[j], sideh);
                double yy = image(yi - y[j], sideh);
                double zz = image(zi - z[j], sideh);
                double rd = xx * xx + yy * yy + zz * zz;
                if (rd <= rcoffs) {
                    double rrd = 1.0 / rd;
                    double rrd2 = rrd * rrd;
                    double rrd3 = rrd2 * rrd;
                    double rrd4 = rrd2 * rrd2;
                    double rrd6 = rrd2 * rrd4;
                    double rrd7 = rrd6 * rrd;
                    epot = epot + (rrd6 - rrd3);
                    double r148 = rrd7 - 0.5 * rrd4;
                    vir = vir - rd * r148;
                    double forcex = xx * r148;
                    fxi = fxi + forcex;
                    fx[j] = fx[j] - forcex;
                    double forcey = yy * r148;
                    fyi = fyi + forcey;
                    fy[j] = fy[j] - forcey;
                    double forcez = zz * r148;
                    fzi = fzi + forcez;
                    fz[j] = fz[j] - forcez;
                    interactions++;
                }
            }
            fx[i] = fx[i] + fxi;
            fy[i] = fy[i] + fyi;
            fz[i] = fz[i] + fzi;
        }
        energy[0] = epot;
        energy[1] = vir;
        return interactions;
    }

    /** The minimum image of a separation. */
    private double image(double d, double sideh) {
        if (d < -sideh) d = d + side;
        if (d > sideh) d = d - side;
        return d;
    }

    /** Scales the summed forces by hsq2, adds them to the velocities; returns the sum of squared velocities. */
    double accelerate(double hsq2) {
        double sum = 0.0;
        for (int i = 0; i < n; i++) {
            fx[i] = fx[i] * hsq2;
            fy[i] = fy[i] * hsq2;
            fz[i] = fz[i] * hsq2;
            vx[i] = vx[i] + fx[i];
            vy[i] = vy[i] + fy[i];
            vz[i] = vz[i] + fz[i];
            sum = sum + (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
        }
        return sum;
    }

    void scaleVelocities(double sc) {
        for (int i = 0; i < n; i++) {
            vx[i] = vx[i] * sc;
            vy[i] = vy[i] * sc;
            vz[i] = vz[i] * sc;
        }
    }
}
