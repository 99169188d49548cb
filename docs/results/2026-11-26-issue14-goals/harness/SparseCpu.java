import mpi.MPI;

import java.io.File;
import java.nio.file.Files;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * JGF SparseMatmult size B's loop (a 500 000-nonzero product, then an Allreduce of 100 000 doubles),
 * 200 iterations, as the JGF kernel times it: each rank prints the loop's time, the product's and the
 * Allreduce's time per 10 iterations, and the CPU time each of its JVM's threads used during the loop
 * (from /proc/self/task, 10 ms ticks). Runs on any mpiJava 1.2 library.
 */
public class SparseCpu {
    static final int ITERATIONS = 200;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank(), np = MPI.COMM_WORLD.Size();
        int m = 100_000, mine = 500_000 / np;
        Random r = new Random(10101010 + rank);
        double[] x = new double[m];
        for (int i = 0; i < m; i++) x[i] = r.nextDouble() * 1e-6;
        int[] row = new int[mine], col = new int[mine];
        double[] val = new double[mine];
        for (int e = 0; e < mine; e++) {
            row[e] = Math.abs(r.nextInt()) % m;
            col[e] = Math.abs(r.nextInt()) % m;
            val[e] = r.nextDouble();
        }
        double[] y = new double[m], partial = new double[m];
        long[] product = new long[ITERATIONS], allreduce = new long[ITERATIONS];
        Map<String, Long> before = threadTicks();
        MPI.COMM_WORLD.Barrier();
        long t0 = System.nanoTime();
        for (int it = 0; it < ITERATIONS; it++) {
            long a = System.nanoTime();
            for (int e = 0; e < row.length; e++) partial[row[e]] += x[col[e]] * val[e];
            long b = System.nanoTime();
            MPI.COMM_WORLD.Allreduce(partial, 0, y, 0, m, MPI.DOUBLE, MPI.SUM);
            product[it] = b - a;
            allreduce[it] = System.nanoTime() - b;
        }
        MPI.COMM_WORLD.Barrier();
        long t = System.nanoTime() - t0;
        Map<String, Long> after = threadTicks();
        StringBuilder out = new StringBuilder(String.format("rank %d loop %.1f ms%n", rank, t / 1e6));
        for (int from = 0; from < ITERATIONS; from += 10) {
            long p = 0, a = 0;
            for (int it = from; it < from + 10; it++) {
                p += product[it];
                a += allreduce[it];
            }
            out.append(String.format("rank %d iterations %3d-%3d product %6.2f ms allreduce %6.2f ms%n", rank, from, from + 9, p / 1e6, a / 1e6));
        }
        for (Map.Entry<String, Long> e : after.entrySet()) {
            long ticks = e.getValue() - before.getOrDefault(e.getKey(), 0L);
            if (ticks > 0) out.append(String.format("rank %d cpu %s %d ms%n", rank, e.getKey(), ticks * 10));
        }
        System.out.print(out);
        MPI.Finalize();
    }

    /** User + system clock ticks per thread name (threads of one name summed). */
    static Map<String, Long> threadTicks() throws Exception {
        Map<String, Long> ticks = new TreeMap<>();
        for (File task : new File("/proc/self/task").listFiles()) {
            String stat = Files.readString(task.toPath().resolve("stat"));
            int close = stat.lastIndexOf(')');
            String name = stat.substring(stat.indexOf('(') + 1, close).trim();
            String[] f = stat.substring(close + 2).split(" ");
            ticks.merge(name, Long.parseLong(f[11]) + Long.parseLong(f[12]), Long::sum);
        }
        return ticks;
    }
}
