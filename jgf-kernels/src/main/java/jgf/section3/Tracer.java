package jgf.section3;

/**
 * RayTracer's scene (64 spheres, 5 lights, one view) and its recursive tracer, with the original's
 * shared scratch state: one intersection record, one secondary ray and one light vector serve every
 * call. The reference checksum depends on it: the transmitted ray starts where the last shade() call
 * inside the reflection left the secondary ray's origin, and reads the last test's enter flag.
 */
final class Tracer {
    private static final int MAX_LEVEL = 6;
    private static final double IOR = 1.0;
    private static final double[][] LIGHTS = {{100, 100, -50}, {-100, 100, -50}, {100, -100, -50}, {-100, -100, -50}, {200, 200, 0}};
    private static final double BRIGHTNESS = 1.0;
    static final int OBJECTS = 64;

    private final Sphere[] spheres = new Sphere[OBJECTS];
    private final Vec[] lights = new Vec[LIGHTS.length];
    final Vec from = new Vec(0, 20, -30);
    final Vec view;
    final Vec up;
    final Vec left;

    /** The shared intersection record: distance, sphere and enter flag of the nearest hit of the last test. */
    private double hitT;
    private Sphere hitSphere;
    private boolean hitEnter;
    /** The shared secondary ray; shade() reassigns its origin and direction references. */
    private Vec rayOrigin;
    private Vec rayDir;
    private final Vec light = new Vec();

    Tracer() {
        int s = 0;
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 4; k++) {
            spheres[s++] = new Sphere(new Vec(20.0 / 3 * i - 10.0, 20.0 / 3 * j - 10.0, 20.0 / 3 * k - 10.0), 3, (i + j) / 6.0);
        }
        for (int l = 0; l < LIGHTS.length; l++) lights[l] = new Vec(LIGHTS[l][0], LIGHTS[l][1], LIGHTS[l][2]);
        Vec at = new Vec(0, 0, 0);
        Vec upDir = new Vec(0, 1, 0);
        double dist = 1.0, angle = 35.0 * 3.14159265 / 180.0, aspect = 1.0;
        view = Vec.sub(at, from);
        view.normalize();
        Vec along = new Vec(view.x, view.y, view.z);
        along.scale(Vec.dot(upDir, view));
        up = Vec.sub(upDir, along);
        up.normalize();
        left = Vec.cross(upDir, view);
        left.normalize();
        double frustum = dist * Math.tan(angle);
        up.scale(-frustum);
        left.scale(aspect * frustum);
    }

    /** The colour seen through pixel (x, y) of a width-wide square image. */
    Vec pixel(int x, int y, int width) {
        double xlen = 2.0 * x / width - 1.0;
        double ylen = 2.0 * y / width - 1.0;
        Vec dir = Vec.comb(xlen, left, ylen, up);
        dir.add(view);
        dir.normalize();
        return trace(0, 1.0, from, dir);
    }

    /** Tests every sphere in order, keeping the strictly nearest; fills the shared record. */
    private boolean intersect(Vec origin, Vec dir) {
        boolean hit = false;
        hitT = 1e9;
        for (Sphere s : spheres) {
            double t = s.intersect(origin, dir);
            if (t < hitT) {
                hitT = t;
                hitSphere = s;
                hitEnter = s.outside(origin);
                hit = true;
            }
        }
        return hit;
    }

    private Vec trace(int level, double weight, Vec origin, Vec dir) {
        if (level > MAX_LEVEL) return new Vec();
        if (!intersect(origin, dir)) return new Vec(0, 0, 0);
        Vec p = new Vec(origin.x + dir.x * hitT, origin.y + dir.y * hitT, origin.z + dir.z * hitT);
        Vec n = hitSphere.normal(p);
        if (Vec.dot(dir, n) >= 0.0) n.negate();
        return shade(level, weight, p, n, dir);
    }

    private Vec shade(int level, double weight, Vec p, Vec n, Vec incoming) {
        Sphere surface = hitSphere;
        Vec col = new Vec();
        Vec r = specular(incoming, n);
        for (Vec l : lights) {
            light.x = l.x - p.x;
            light.y = l.y - p.y;
            light.z = l.z - p.z;
            if (Vec.dot(n, light) < 0.0) continue;
            light.normalize();
            rayOrigin = p;
            rayDir = light;
            if (intersect(rayOrigin, rayDir)) continue;
            double diff = Vec.dot(n, light) * Sphere.KD * BRIGHTNESS;
            col.adds(diff, surface.colour);
            double spec = Vec.dot(r, light);
            if (spec > 1e-6) {
                spec = Math.pow(spec, Sphere.SHINE);
                col.x += spec;
                col.y += spec;
                col.z += spec;
            }
        }
        rayOrigin = p;
        if (Sphere.KS * weight > 1e-3) {
            rayDir = r;
            col.adds(Sphere.KS, trace(level + 1, Sphere.KS * weight, rayOrigin, rayDir));
        }
        if (Sphere.KT * weight > 1e-3) {
            rayDir = hitEnter ? transmitted(1.0, IOR, incoming, n) : transmitted(IOR, 1.0, incoming, n);
            col.adds(Sphere.KT, trace(level + 1, Sphere.KT * weight, rayOrigin, rayDir));
        }
        return col;
    }

    private static Vec specular(Vec incoming, Vec n) {
        Vec r = Vec.comb(1.0 / Math.abs(Vec.dot(incoming, n)), incoming, 2.0, n);
        r.normalize();
        return r;
    }

    /** Snell's law from index n1 into n2 (both 1 in this scene, so the ray goes straight on). */
    private static Vec transmitted(double n1, double n2, Vec incoming, Vec n) {
        double eta = n1 / n2;
        double c1 = -Vec.dot(incoming, n);
        double cs2 = 1.0 - eta * eta * (1.0 - c1 * c1);
        Vec t = Vec.comb(eta, incoming, eta * c1 - Math.sqrt(cs2), n);
        t.normalize();
        return t;
    }
}
