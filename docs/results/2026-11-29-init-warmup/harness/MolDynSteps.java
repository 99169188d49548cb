package jgf.section3;

import mpi.MPI;

/**
 * MolDyn A's 50 moves, 6 times in one JVM (2026-11-27-warmup-anatomy's harness, with -Dpre and -Dpause). Rank 0 prints per repetition the time, the time in the
 * Allreduces and the slowest move's Allreduces; then, for the first 100 moves (repetitions 0 and 1), the
 * compute time before the move's Allreduces and each Allreduce's time (the three scalar ones together), µs.
 */
public final class MolDynSteps {
    public static void main(String[] a) throws Exception {
        MPI.Init(a);
        int rank = MPI.COMM_WORLD.Rank(), np = MPI.COMM_WORLD.Size();
        int mm = Integer.getInteger("mm", 8);
        long[][] log = new long[100][5];
        long[] cnt = new long[1];
        long[] last = new long[1];
        // pre: rounds of the Allreduces MPJ_WARMUP makes, before the repetitions (what the library now does in
        // MPI.Init when asked); pause: ms to sleep after them, so that the compilers can finish first
        int pre = Integer.getInteger("pre", 0);
        long w0 = System.nanoTime();
        double[] f = new double[2048], e1 = new double[2];
        int[] c1 = new int[1];
        for (int i = 0; i < pre; i++) {
            MPI.COMM_WORLD.Allreduce(f, 0, f, 0, f.length, MPI.DOUBLE, MPI.SUM);
            MPI.COMM_WORLD.Allreduce(e1, 0, e1, 0, 1, MPI.DOUBLE, MPI.SUM);
            MPI.COMM_WORLD.Allreduce(c1, 0, c1, 0, 1, MPI.INT, MPI.SUM);
        }
        if (rank == 0 && pre > 0) System.out.printf("warm-up %d: %.1f ms%n", pre, (System.nanoTime() - w0) / 1e6);
        long pause = Long.getLong("pause", 0);
        if (pause > 0) Thread.sleep(pause);
        for (int rep = 0; rep < 6; rep++) {
            Particles p = new Particles(mm);
            long[] pairs = new long[1];
            long[] red = new long[2];
            MPI.COMM_WORLD.Barrier();
            long t0 = System.nanoTime(); last[0] = t0;
            MolDyn.simulate(p, rank, np, (pp, e, k) -> {
                long s = System.nanoTime();
                int n = pp.n;
                int m = (int) (cnt[0]++);
                MPI.COMM_WORLD.Allreduce(pp.fx, 0, pp.fx, 0, n, MPI.DOUBLE, MPI.SUM);
                long s1 = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(pp.fy, 0, pp.fy, 0, n, MPI.DOUBLE, MPI.SUM);
                long s2 = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(pp.fz, 0, pp.fz, 0, n, MPI.DOUBLE, MPI.SUM);
                long s3 = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(e, 0, e, 0, 1, MPI.DOUBLE, MPI.SUM);
                MPI.COMM_WORLD.Allreduce(e, 1, e, 1, 1, MPI.DOUBLE, MPI.SUM);
                int[] c = {k};
                MPI.COMM_WORLD.Allreduce(c, 0, c, 0, 1, MPI.INT, MPI.SUM);
                long d = System.nanoTime() - s;
                if (m < 100) { log[m][0] = s1 - s; log[m][1] = s2 - s1; log[m][2] = s3 - s2; log[m][3] = System.nanoTime() - s3; log[m][4] = s - last[0]; }
                last[0] = System.nanoTime();
                red[0] += d; red[1] = Math.max(red[1], d);
                return c[0];
            }, pairs);
            long t = System.nanoTime() - t0;
            MPI.COMM_WORLD.Barrier();
            if (rank == 0) System.out.printf("rank %d rep %d: %.1f ms, reduce %.1f ms, slowest %.2f ms%n", rank, rep, t / 1e6, red[0] / 1e6, red[1] / 1e6);
        }
        StringBuilder sb = new StringBuilder();
        for (int m = 0; m < 100; m++) sb.append(String.format("r%d m%02d compute %6.0f fx %6.0f fy %6.0f fz %6.0f scalars %6.0f%n", rank, m, log[m][4] / 1e3, log[m][0] / 1e3, log[m][1] / 1e3, log[m][2] / 1e3, log[m][3] / 1e3));
        if (rank == 0) System.out.print(sb);
        MPI.Finalize();
    }
}
