package io.mpj.bench.suite;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * The suite's command line. Parsed by hand on purpose: the suite jar must run on every library's
 * class path with nothing else beside it.
 */
final class Options {
    static final String USAGE = String.join("\n",
            "usage: BenchMain [--library NAME] [--device NAME] [--tests T,...] [--sizes S,...]",
            "                 [--method min|luecke|avg] [--reps R] [--warmup W] [--jit-warmup J]",
            "                 [--offset N] [--seed N] [--out FILE]",
            "  sizes are bytes, with optional K or M suffix (powers of 1024); default 0 and 1, 4, ..., 4M",
            "  tests: " + String.join(",", TestKind.labels()) + " (default: all)",
            "  --warmup W       untimed calls before each size (default 100, 10 from 1 MiB)",
            "  --jit-warmup J   untimed calls at a small size before each test, in the method's loop, for the JIT; at most 1 s of them",
            "                   (default 100000)",
            "  --offset N       every buffer's data starts at element N of its array, the elements before it checked untouched (default 0)",
            "  --out FILE       CSV written by rank 0 (atomically; default: standard output)",
            "  --variants SPEC  mpj only, min method: time several algorithms of a primitive interleaved in one run,",
            "                   e.g. bcast=binomial/linear/table;allreduce=ring/table (table: the tuning table and",
            "                   defaults; NAME@2: NAME again as a variant of its own); rows get the device <device>+<variant>",
            "  --samples FILE   with --variants: every timed call (maximum over ranks), by round, written by rank 0",
            "  --startup 1      time nothing: rank 0 prints when the last rank's MPI.Init returned (ms since the epoch)");

    String library = "unknown", device = "default", out, samples;
    List<TestKind> tests = List.of(TestKind.values());
    List<Integer> sizes = defaultSizes();
    Method method = Method.MIN;
    int reps = -1, warmup = -1, jitWarmup = 100_000, offset;
    long seed = 42;
    boolean startup;
    java.util.Map<String, List<String>> variants = java.util.Map.of();

    static Options parse(String[] args) {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("--")) throw new IllegalArgumentException("unexpected argument '" + a + "'\n" + USAGE);
            if (i + 1 >= args.length) throw new IllegalArgumentException(a + " needs a value\n" + USAGE);
            String v = args[++i];
            switch (a) {
                case "--library" -> o.library = v;
                case "--device" -> o.device = v;
                case "--tests" -> o.tests = parseTests(v);
                case "--sizes" -> o.sizes = parseSizes(v);
                case "--method" -> o.method = Method.of(v);
                case "--reps" -> o.reps = positive(a, v);
                case "--warmup" -> o.warmup = nonNegative(a, v);
                case "--jit-warmup" -> o.jitWarmup = nonNegative(a, v);
                case "--offset" -> o.offset = nonNegative(a, v);
                case "--seed" -> o.seed = Long.parseLong(v);
                case "--out" -> o.out = v;
                case "--samples" -> o.samples = v;
                case "--variants" -> o.variants = parseVariants(v);
                case "--startup" -> o.startup = !v.equals("0");
                default -> throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
            }
        }
        return o;
    }

    int reps() {
        return reps > 0 ? reps : method.defaultReps;
    }

    int warmupFor(int bytes) {
        return warmup >= 0 ? warmup : bytes >= (1 << 20) ? 10 : 100;
    }

    static List<Integer> defaultSizes() {
        List<Integer> s = new ArrayList<>(List.of(0));
        for (int n = 1; n <= 4 << 20; n *= 4) s.add(n);
        return s;
    }

    static java.util.Map<String, List<String>> parseVariants(String v) {
        java.util.Map<String, List<String>> m = new java.util.LinkedHashMap<>();
        for (String part : v.split(";")) {
            int eq = part.indexOf('=');
            if (eq <= 0 || eq == part.length() - 1)
                throw new IllegalArgumentException("--variants: '" + part + "' is not primitive=alg1/alg2/...");
            List<String> names = List.of(part.substring(eq + 1).trim().split("/"));
            if (new HashSet<>(names).size() < names.size())
                throw new IllegalArgumentException("--variants: '" + part + "' names a variant twice; time it again as NAME@2");
            m.put(part.substring(0, eq).trim(), names);
        }
        return m;
    }

    static List<TestKind> parseTests(String v) {
        List<TestKind> t = new ArrayList<>();
        for (String s : v.split(",")) t.add(TestKind.of(s.trim()));
        return t;
    }

    static List<Integer> parseSizes(String v) {
        List<Integer> s = new ArrayList<>();
        for (String x : v.split(",")) s.add(parseSize(x.trim()));
        return s;
    }

    static int parseSize(String x) {
        try {
            char u = Character.toUpperCase(x.charAt(x.length() - 1));
            long n = Character.isDigit(u) ? Long.parseLong(x) : Long.parseLong(x.substring(0, x.length() - 1))
                    * (u == 'K' ? 1024 : u == 'M' ? 1024 * 1024 : bad(x));
            if (n < 0 || n > (256 << 20)) throw new IllegalArgumentException("size " + x + " out of range 0..256M");
            return (int) n;
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("size '" + x + "' is not bytes (e.g. 1024, 64K, 4M)");
        }
    }

    private static long bad(String x) {
        throw new IllegalArgumentException("size '" + x + "' has an unknown suffix (use K or M)");
    }

    private static int positive(String name, String v) {
        int n = Integer.parseInt(v);
        if (n <= 0) throw new IllegalArgumentException(name + " must be positive, got " + v);
        return n;
    }

    private static int nonNegative(String name, String v) {
        int n = Integer.parseInt(v);
        if (n < 0) throw new IllegalArgumentException(name + " must not be negative, got " + v);
        return n;
    }
}
