package jgf.section3;

/** RayTracer's mutable 3-vector; every operation keeps the original's evaluation order. */
final class Vec {
    double x, y, z;

    Vec() {}

    Vec(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    static double dot(Vec a, Vec b) {
        return a.x * b.x + a.y * b.y + a.z * b.z;
    }

    /** a A + b B. */
    static Vec comb(double a, Vec va, double b, Vec vb) {
        return new Vec(a * va.x + b * vb.x, a * va.y + b * vb.y, a * va.z + b * vb.z);
    }

    static Vec sub(Vec a, Vec b) {
        return new Vec(a.x - b.x, a.y - b.y, a.z - b.z);
    }

    static Vec cross(Vec a, Vec b) {
        return new Vec(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
    }

    void add(Vec a) {
        x += a.x;
        y += a.y;
        z += a.z;
    }

    /** this += s b. */
    void adds(double s, Vec b) {
        x += s * b.x;
        y += s * b.y;
        z += s * b.z;
    }

    void scale(double t) {
        x *= t;
        y *= t;
        z *= t;
    }

    void negate() {
        x = -x;
        y = -y;
        z = -z;
    }

    /** Makes this a unit vector unless it is zero; returns its former length. */
    double normalize() {
        double len = Math.sqrt(x * x + y * y + z * z);
        if (len > 0.0) {
            x /= len;
            y /= len;
            z /= len;
        }
        return len;
    }
}
