package jgf.section3;

import mpi.MPI;

/**
 * JGF MolDyn's 50 moves (size A: argument 8), three times in one JVM, with each move's six Allreduces
 * timed apart from the rest. Each rank prints per round: the time, the time in Allreduces, the moves
 * whose Allreduces took over 1 ms, and the CPU time of each of its threads (from /proc/self/task)
 * before and after; with a second argument, round 0 move by move (compute time, the six Allreduces,
 * the thread's CPU time in them; µs). FLOAT_JIT=0-1 in the environment lets the JVM's compiler threads
 * run on those cores (taskset). In package jgf.section3 to call MolDyn.simulate: compile against
 * mpj-core and jgf-kernels, run with jgf-kernels on the class path; any mpiJava 1.2 library.
 */
public class MdSteps {
    static final java.lang.management.ThreadMXBean TM = java.lang.management.ManagementFactory.getThreadMXBean();
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank(), p = MPI.COMM_WORLD.Size();
        int mm = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        if (System.getenv("FLOAT_JIT") != null) {
            for (java.io.File t : new java.io.File("/proc/self/task").listFiles()) {
                String st = new String(java.nio.file.Files.readAllBytes(t.toPath().resolve("stat")));
                if (st.contains("CompilerThre")) new ProcessBuilder("taskset", "-p", "-c", System.getenv("FLOAT_JIT"), t.getName()).inheritIO().start().waitFor();
            }
        }
        MPI.COMM_WORLD.Barrier();
        threads(rank, "before");
        for (int round = 0; round < 3; round++) {
            Particles parts = new Particles(mm);
            long[] pairs = new long[1];
            long[] inReduce = new long[1];
            long[] slow = new long[1];
            long[][] calls = new long[50][8];
            int[] mv = new int[1];
            long[] lastEnd = {System.nanoTime()};
            MPI.COMM_WORLD.Barrier();
            long t0 = System.nanoTime();
            MolDyn.simulate(parts, rank, p, (q, e, n) -> {
                long a = System.nanoTime();
                long ca = TM.getCurrentThreadCpuTime();
                long[] row = calls[mv[0]++];
                row[0] = a - lastEnd[0];
                MPI.COMM_WORLD.Allreduce(q.fx, 0, q.fx, 0, q.n, MPI.DOUBLE, MPI.SUM);
                row[1] = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(q.fy, 0, q.fy, 0, q.n, MPI.DOUBLE, MPI.SUM);
                row[2] = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(q.fz, 0, q.fz, 0, q.n, MPI.DOUBLE, MPI.SUM);
                row[3] = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(e, 0, e, 0, 1, MPI.DOUBLE, MPI.SUM);
                row[4] = System.nanoTime();
                MPI.COMM_WORLD.Allreduce(e, 1, e, 1, 1, MPI.DOUBLE, MPI.SUM);
                row[5] = System.nanoTime();
                int[] c = {n};
                MPI.COMM_WORLD.Allreduce(c, 0, c, 0, 1, MPI.INT, MPI.SUM);
                row[6] = System.nanoTime();
                for (int k = 6; k >= 2; k--) row[k] -= row[k - 1];
                row[1] -= a;
                lastEnd[0] = System.nanoTime();
                row[7] = (TM.getCurrentThreadCpuTime() - ca);
                long d = System.nanoTime() - a;
                inReduce[0] += d;
                if (d > 1_000_000) slow[0]++;
                return c[0];
            }, pairs);
            long total = System.nanoTime() - t0;
            MPI.COMM_WORLD.Barrier();
            System.out.printf("round %d rank %d: total %.1f ms, in Allreduce %.1f ms, moves with Allreduces > 1 ms: %d, cpu %.1f ms%n", round, rank,
                    total / 1e6, inReduce[0] / 1e6, slow[0],
                    java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1e6);
            threads(rank, "after" + round);
            if (round == 0 && args.length > 1) {
                StringBuilder sb = new StringBuilder();
                for (int m = 0; m < 50; m++) {
                    sb.append("r").append(rank).append(" move ").append(m);
                    for (long v : calls[m]) sb.append(' ').append(v / 1000);
                    sb.append('\n');
                }
                System.out.print(sb);
            }
        }
        MPI.Finalize();
    }

    static void threads(int rank, String when) {
        StringBuilder tb = new StringBuilder("r" + rank + " " + when + " threads:");
        for (java.io.File t : new java.io.File("/proc/self/task").listFiles()) {
            try {
                String st = new String(java.nio.file.Files.readAllBytes(t.toPath().resolve("stat")));
                String comm = st.substring(st.indexOf('(') + 1, st.lastIndexOf(')'));
                String[] f = st.substring(st.lastIndexOf(')') + 2).split(" ");
                long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
                if (ticks > 0) tb.append(' ').append(comm.replace(' ', '_')).append('=').append(ticks * 10).append("ms");
            } catch (Exception e) { }
        }
        System.out.println(tb);
    }
}
