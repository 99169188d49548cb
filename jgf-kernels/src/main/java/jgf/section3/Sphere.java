package jgf.section3;

/** A sphere of the RayTracer scene with its surface: colour (0, 0, blue), kd 1, ks 0.5, kt 0.5, shine 15, ior 1. */
final class Sphere {
    static final double KD = 1.0;
    static final double KS = 0.5;
    static final double KT = 0.5;
    static final double SHINE = 15.0;

    final Vec centre;
    final double r2;
    final Vec colour;

    Sphere(Vec centre, double radius, double blue) {
        this.centre = centre;
        this.r2 = radius * radius;
        this.colour = new Vec(0, 0, blue);
    }

    /** The nearest distance beyond 1e-6 at which the ray (origin, dir) meets this sphere, or NaN. */
    double intersect(Vec origin, Vec dir) {
        double vx = centre.x - origin.x, vy = centre.y - origin.y, vz = centre.z - origin.z;
        double b = vx * dir.x + vy * dir.y + vz * dir.z;
        double vv = vx * vx + vy * vy + vz * vz;
        double disc = b * b - vv + r2;
        if (disc < 0.0) return Double.NaN;
        disc = Math.sqrt(disc);
        double t = (b - disc < 1e-6) ? b + disc : b - disc;
        if (t < 1e-6) return Double.NaN;
        return t;
    }

    /** Whether a ray from p enters the sphere (p is outside it). */
    boolean outside(Vec p) {
        double vx = centre.x - p.x, vy = centre.y - p.y, vz = centre.z - p.z;
        return vx * vx + vy * vy + vz * vz > r2 + 1e-6;
    }

    /** The unit outward normal at p. */
    Vec normal(Vec p) {
        Vec n = Vec.sub(p, centre);
        n.normalize();
        return n;
    }
}
