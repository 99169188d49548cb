package io.mpj.bench.suite;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The micro-benchmark suite, written once against the mpiJava 1.2 API: the same jar runs on this
 * library ({@code mpjrun}), on MPJ Express and on the JNI binding over Open MPI ({@code mpirun}).
 * Rank 0 writes the CSV; progress goes to standard error.
 */
public final class BenchMain {
    private BenchMain() {
    }

    public static void main(String[] args) throws MPIException, IOException {
        String[] rest = MPI.Init(args); // MPJ Express puts its own arguments in front; Init strips them
        long initDone = System.currentTimeMillis();
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.Rank(), p = world.Size();
        Options o;
        try {
            o = Options.parse(rest);
        } catch (IllegalArgumentException e) {
            if (rank == 0) System.err.println("mpj-bench: " + e.getMessage());
            MPI.Finalize();
            System.exit(2);
            return;
        }
        if (o.startup) {
            long[] latest = new long[1];
            world.Reduce(new long[] {initDone}, 0, latest, 0, 1, MPI.LONG, MPI.MAX, 0);
            if (rank == 0) System.out.println("mpj-bench: startup init-done-ms=" + latest[0] + " p=" + p);
            MPI.Finalize();
            return;
        }
        StringBuilder csv = new StringBuilder(CsvFormat.HEADER).append('\n');
        StringBuilder samples = o.samples == null ? null : new StringBuilder(CsvFormat.SAMPLES_HEADER).append('\n');
        for (TestKind test : o.tests) {
            if (p < 2 && (test == TestKind.PINGPONG || test == TestKind.RANDOM2SETS)) {
                if (rank == 0) System.err.println("mpj-bench: " + test.label + " needs p >= 2, skipped at p = 1");
                continue;
            }
            jitWarmup(o, test, world);
            List<String> variants = test.primitive() == null ? null : o.variants.get(test.primitive());
            if (variants != null) {
                if (o.method != Method.MIN) throw new IllegalArgumentException("--variants are timed with the min method");
                for (int bytes : effectiveSizes(o, test)) {
                    Kernel k = Kernels.of(test, world, bytes, 1, o.seed, o.offset);
                    ResultCheck[] checks = new ResultCheck[variants.size()];
                    for (int v = 0; v < checks.length; v++) checks[v] = new ResultCheck(world, where(test, p, bytes, variants.get(v)));
                    checkEach(test, variants, checks, k, true);
                    double[][] calls = Method.interleaved(k, world, o.reps(), o.warmupFor(bytes), test.primitive(), variants);
                    checkEach(test, variants, checks, k, false);
                    String[] verdicts = ResultCheck.verdicts(world, checks);
                    if (rank != 0) continue;
                    for (int v = 0; v < calls.length; v++) {
                        String device = o.device + "+" + variants.get(v);
                        csv.append(CsvFormat.row(o.library, device, test.label, o.method, p, bytes, Statistics.min(calls[v]), verdicts[v])).append('\n');
                        for (int r = 0; samples != null && r < calls[v].length; r++) samples.append(CsvFormat.sample(o.library, device, test.label, p, bytes, r, calls[v][r]));
                    }
                    System.err.printf(Locale.ROOT, "mpj-bench: %s/%s %s p=%d %d B: %d variants%n", o.library, o.device, test.label, p, bytes, calls.length);
                }
                continue;
            }
            for (int bytes : effectiveSizes(o, test)) {
                ResultCheck check = new ResultCheck(world, where(test, p, bytes, null));
                Summary s = measure(o, test, world, bytes, check);
                String[] verdicts = ResultCheck.verdicts(world, check);
                if (rank != 0) continue;
                String verdict = verdicts[0];
                csv.append(CsvFormat.row(o.library, o.device, test.label, o.method, p, bytes, s, verdict)).append('\n');
                System.err.printf(Locale.ROOT, "mpj-bench: %s/%s %s p=%d %d B: %.2f us%s%n",
                        o.library, o.device, test.label, p, bytes, s.reported(), verdict.equals(ResultCheck.WRONG_LABEL) ? " (WRONG RESULTS)" : "");
            }
        }
        if (rank == 0) write(o.out, csv.toString());
        if (rank == 0 && samples != null) write(o.samples, samples.toString());
        MPI.Finalize();
    }

    /** PingPong at p > 2 times every pair 0 <-> j and keeps the slowest; {@code check} checks each pair's calls. */
    private static Summary measure(Options o, TestKind test, Intracomm world, int bytes, ResultCheck check) throws MPIException {
        int last = test == TestKind.PINGPONG ? world.Size() - 1 : 1;
        Summary worst = null;
        for (int j = 1; j <= last; j++) {
            Kernel k = Kernels.of(test, world, bytes, j, o.seed, o.offset);
            check.first(k);
            Summary s = o.method.measure(k, world, o.reps(), o.warmupFor(bytes));
            check.last(k);
            if (s != null && (worst == null || s.reported() > worst.reported())) worst = s;
        }
        return worst;
    }

    /** Checks every variant's first call (or last), each with its own check; leaves the tuning table in charge. */
    private static void checkEach(TestKind test, List<String> variants, ResultCheck[] checks, Kernel k, boolean first)
            throws MPIException {
        for (int v = 0; v < variants.size(); v++) {
            AlgorithmSwitch.use(test.primitive(), variants.get(v));
            if (first) checks[v].first(k);
            else checks[v].last(k);
        }
        AlgorithmSwitch.use(test.primitive(), AlgorithmSwitch.TABLE);
    }

    private static String where(TestKind test, int p, int bytes, String variant) {
        return test.label + (variant == null ? "" : " (" + variant + ")") + " p=" + p + " " + bytes + " B";
    }

    /** A JIT warm-up stops here even short of its calls (a slow library's or device's), in steps of {@value #WARMUP_STEP} calls. */
    static final long WARMUP_LIMIT_NANOS = 1_000_000_000L;
    static final int WARMUP_STEP = 10_000;

    /**
     * Untimed calls at a small size so that the timed ones run compiled code: in the timing method's
     * own loop, so that the Barrier between two timed calls is compiled too (warmed up without it, a
     * JIT compiler still compiling that path put ours at up to twice its PingPong 1 B median). Luecke's
     * trials run as min's: flushing the cache would only slow the warm-up. {@code --jit-warmup} calls,
     * or as many as {@link #WARMUP_LIMIT_NANOS} allows (rank 0's clock decides); rank 0 says how many it made.
     */
    private static void jitWarmup(Options o, TestKind test, Intracomm world) throws MPIException {
        if (o.jitWarmup == 0) return;
        Kernel k = Kernels.of(test, world, test.effectiveBytes(Math.min(1024, maxSize(o))), 1, o.seed, o.offset);
        Method m = o.method == Method.AVG ? Method.AVG : Method.MIN;
        long start = System.nanoTime();
        int[] more = {1};
        int calls = 0;
        while (more[0] != 0) {
            int n = Math.min(WARMUP_STEP, o.jitWarmup - calls);
            m.samples(k, world, n, calls);
            calls += n;
            if (world.Rank() == 0) more[0] = calls < o.jitWarmup && System.nanoTime() - start < WARMUP_LIMIT_NANOS ? 1 : 0;
            world.Bcast(more, 0, 1, MPI.INT, 0);
        }
        world.Barrier();
        if (world.Rank() == 0) {
            System.err.printf(Locale.ROOT, "mpj-bench: %s/%s %s p=%d JIT warm-up: %d calls%s%n", o.library, o.device, test.label,
                    world.Size(), calls, calls < o.jitWarmup ? " (" + WARMUP_LIMIT_NANOS / 1_000_000_000L + " s)" : "");
        }
    }

    private static int maxSize(Options o) {
        return o.sizes.stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    /** Requested sizes as the test transfers them, without repeats (1 B and 4 B are both one double). */
    static Set<Integer> effectiveSizes(Options o, TestKind test) {
        Set<Integer> s = new LinkedHashSet<>();
        for (int b : o.sizes) s.add(test.effectiveBytes(b));
        return s;
    }

    /** Writes to a temporary file and renames it, so a failed run never leaves a CSV that looks complete. */
    private static void write(String out, String csv) throws IOException {
        if (out == null) {
            PrintStream stdout = new PrintStream(System.out, true, StandardCharsets.UTF_8);
            stdout.print(csv);
            stdout.flush();
            return;
        }
        Path target = Path.of(out).toAbsolutePath();
        Path tmp = Files.createTempFile(target.getParent(), ".mpj-bench-", ".csv.part");
        Files.writeString(tmp, csv);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
