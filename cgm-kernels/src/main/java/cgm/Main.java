package cgm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * {@code mpjrun -np P -jar cgm-kernels.jar ListRanking|Sort|MatMul -n N [--seed S] [--order
 * sequential|reverse|random] [--duplicates] [--warmup W]}: generates the input from the seed, times the
 * algorithm between two Barriers, checks the result on every rank, and prints on rank 0 the time and
 * the time per item (ns, and CPU cycles at the clock the kernel reports: wall time x clock x p / items,
 * so a flat line over p means linear speedup). With {@code --warmup W} the algorithm first runs W times
 * untimed (each run checked), so that the timed run measures compiled code, as the seed's C programs
 * did, rather than the JIT compilers' work on it. Exits 1 when a result is wrong.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws MPIException {
        String[] rest = MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int status;
        try {
            status = run(world, rest);
        } catch (IllegalArgumentException e) {
            if (world.Rank() == 0) System.err.println("cgm: " + e.getMessage());
            status = 2;
        }
        MPI.Finalize();
        if (status != 0) System.exit(status);
    }

    /** Runs one kernel as the command line says; returns the exit status (0, or 1 if the result is wrong). */
    static int run(Intracomm world, String... args) throws MPIException {
        Options o = Options.parse(args);
        int p = world.Size(), me = world.Rank();
        Block block = new Block(o.n, p);
        if (o.kernel.equals("MatMul") && (long) block.size(0) * o.n > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("MatMul -n " + o.n + ": a rank's block of " + block.size(0) + " rows of " + o.n
                    + " doubles is more than a Java array holds; take a smaller n or more ranks");
        }
        Run r = null;
        String error = null; // the first run's that went wrong; every rank makes every run, so their calls match
        for (int k = 0; k <= o.warmup; k++) {
            r = switch (o.kernel) {
                case "ListRanking" -> listRanking(world, block, o);
                case "Sort" -> sort(world, block, o);
                default -> matMul(world, block, o);
            };
            if (error == null) error = r.error;
        }
        int[] bad = {error == null ? 0 : 1};
        world.Allreduce(bad, 0, bad, 0, 1, MPI.INT, MPI.SUM);
        if (error != null) System.err.println("cgm: rank " + me + ": " + o.kernel + " result is wrong: " + error);
        if (me == 0) {
            double items = o.kernel.equals("MatMul") ? (double) o.n * o.n : o.n;
            double ns = r.seconds * 1e9 / items;
            double ghz = clockGhz();
            System.out.printf(Locale.ROOT, "%s n=%d p=%d%s seed=%d%s: %.4f s, %.2f ns/item%s, %s%n", o.kernel, o.n, p,
                    o.kernel.equals("ListRanking") ? " order=" + o.order : o.kernel.equals("Sort") && o.duplicates ? " duplicates" : "",
                    o.seed, o.warmup > 0 ? " warmup=" + o.warmup : "", r.seconds, ns, ghz > 0 ? String.format(Locale.ROOT, ", %.0f cycles/item at %.2f GHz", ns * ghz * p, ghz) : "",
                    bad[0] == 0 ? "valid" : "INVALID on " + bad[0] + " rank(s)");
        }
        return bad[0] == 0 ? 0 : 1;
    }

    /** The wall time of the algorithm, and what is wrong with its result on this rank (null: nothing). */
    record Run(double seconds, String error) {}

    private static Run listRanking(Intracomm world, Block block, Options o) throws MPIException {
        int me = world.Rank(), m = block.size(me);
        long lo = block.lo(me);
        int[] order = Inputs.listOrder((int) o.n, o.order, o.seed);
        int[] position = new int[order.length];
        for (int k = 0; k < order.length; k++) position[order[k]] = k;
        long[] succ = new long[m], dist = new long[m];
        for (int i = 0; i < m; i++) {
            int k = position[(int) (lo + i)];
            succ[i] = k + 1 < order.length ? order[k + 1] : -1;
            dist[i] = succ[i] >= 0 ? 1 : 0;
        }
        double t0 = start(world);
        long[] ranks = ListRanking.rank(world, block, succ, dist, o.seed);
        double seconds = stop(world, t0);
        for (int i = 0; i < m; i++) {
            long expected = o.n - 1 - position[(int) (lo + i)];
            if (ranks[i] != expected) return new Run(seconds, "item " + (lo + i) + " ranked " + ranks[i] + ", expected " + expected);
        }
        return new Run(seconds, null);
    }

    private static Run sort(Intracomm world, Block block, Options o) throws MPIException {
        int me = world.Rank(), p = world.Size(), m = block.size(me);
        long[] keys = new long[m];
        for (int i = 0; i < m; i++) keys[i] = Inputs.key(block.lo(me) + i, o.n, o.seed, o.duplicates);
        double t0 = start(world);
        long[] sorted = SampleSort.sort(world, keys);
        double seconds = stop(world, t0);
        // sorted here; in order across ranks; the same multiset as the input (count, sum and sum of mixes)
        for (int k = 1; k < sorted.length; k++) if (sorted[k - 1] > sorted[k]) return new Run(seconds, "keys out of order at " + k);
        long[] edges = new long[3 * p];
        world.Allgather(new long[] {sorted.length, sorted.length > 0 ? sorted[0] : 0, sorted.length > 0 ? sorted[sorted.length - 1] : 0},
                0, 3, MPI.LONG, edges, 0, 3, MPI.LONG);
        long before = Long.MIN_VALUE;
        for (int r = 0; r < p; r++) {
            if (edges[3 * r] == 0) continue;
            if (edges[3 * r + 1] < before) return new Run(seconds, "rank " + r + " starts below the end of the rank before it");
            before = edges[3 * r + 2];
        }
        long[] sums = {keys.length, 0, 0, -sorted.length, 0, 0};
        for (long k : keys) { sums[1] += k; sums[2] += Inputs.mix(k); }
        for (long k : sorted) { sums[4] -= k; sums[5] -= Inputs.mix(k); }
        world.Allreduce(sums, 0, sums, 0, 6, MPI.LONG, MPI.SUM);
        if (sums[0] + sums[3] != 0 || sums[1] + sums[4] != 0 || sums[2] + sums[5] != 0) {
            return new Run(seconds, "the output is not a permutation of the input");
        }
        return new Run(seconds, null);
    }

    private static Run matMul(Intracomm world, Block block, Options o) throws MPIException {
        int me = world.Rank(), n = (int) o.n, rows = block.size(me);
        long lo = block.lo(me);
        double[] a = new double[rows * n], b = new double[rows * n];
        for (int i = 0; i < rows; i++) for (int k = 0; k < n; k++) a[i * n + k] = Inputs.entry(1, lo + i, k, n, o.seed);
        for (int j = 0; j < rows; j++) for (int k = 0; k < n; k++) b[j * n + k] = Inputs.entry(2, k, lo + j, n, o.seed);
        double t0 = start(world);
        double[] c = MatMul.multiply(world, block, a, b);
        double seconds = stop(world, t0);
        // against a random projection: C x = A (B x), with B x computed from the generator
        java.util.SplittableRandom random = new java.util.SplittableRandom(o.seed + 1);
        double[] x = new double[n], bx = new double[n];
        for (int k = 0; k < n; k++) x[k] = random.nextDouble() - 0.5;
        for (int k = 0; k < n; k++) for (int j = 0; j < n; j++) bx[k] += Inputs.entry(2, k, j, n, o.seed) * x[j];
        for (int i = 0; i < rows; i++) {
            double cx = 0, abx = 0;
            for (int j = 0; j < n; j++) {
                cx += c[i * n + j] * x[j];
                abx += a[i * n + j] * bx[j];
            }
            if (Math.abs(cx - abx) > 1e-9 * n) return new Run(seconds, "row " + (lo + i) + ": C x = " + cx + ", A (B x) = " + abx);
        }
        return new Run(seconds, null);
    }

    private static double start(Intracomm world) throws MPIException {
        world.Barrier();
        return System.nanoTime() / 1e9;
    }

    private static double stop(Intracomm world, double t0) throws MPIException {
        world.Barrier();
        return System.nanoTime() / 1e9 - t0;
    }

    /** The clock rate the kernel reports for the first CPU (GHz), or 0 where it says none. */
    static double clockGhz() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("cpu MHz")) return Double.parseDouble(line.substring(line.indexOf(':') + 1).trim()) / 1000;
            }
        } catch (IOException | RuntimeException e) {
            // no /proc: no cycles
        }
        return 0;
    }

    /** The command line: the kernel, -n, and its options. */
    record Options(String kernel, long n, long seed, String order, boolean duplicates, int warmup) {
        static Options parse(String[] args) {
            if (args.length == 0 || !Arrays.asList("ListRanking", "Sort", "MatMul").contains(args[0])) {
                throw new IllegalArgumentException("usage: ListRanking|Sort|MatMul -n N [--seed S] [--order sequential|reverse|random] [--duplicates] [--warmup W]");
            }
            long n = -1, seed = 1;
            String order = "random";
            boolean duplicates = false;
            int warmup = 0;
            for (int i = 1; i < args.length; i++) {
                switch (args[i]) {
                    case "-n" -> n = Long.parseLong(value(args, ++i));
                    case "--seed" -> seed = Long.parseLong(value(args, ++i));
                    case "--order" -> order = value(args, ++i);
                    case "--duplicates" -> duplicates = true;
                    case "--warmup" -> warmup = Integer.parseInt(value(args, ++i));
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            }
            if (n < 1 || n > Integer.MAX_VALUE) throw new IllegalArgumentException("-n N (1 <= N < 2^31) is required");
            if (warmup < 0) throw new IllegalArgumentException("--warmup " + warmup + ": 0 or more runs");
            if (!Inputs.ORDERS.contains(order)) throw new IllegalArgumentException("--order " + order + ": sequential, reverse or random");
            return new Options(args[0], n, seed, order, duplicates, warmup);
        }

        private static String value(String[] args, int i) {
            if (i >= args.length) throw new IllegalArgumentException(args[i - 1] + " needs a value");
            return args[i];
        }
    }
}
