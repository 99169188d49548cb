import mpi.*;

import java.lang.management.*;

/**
 * Allreduce(SUM) of n doubles from MPI.Init on, in blocks of 50 calls: each rank prints per block the
 * wall time, its main thread's CPU time and its JVM's CPU time (all threads; 10 ms resolution here), ms.
 * Args: n, calls (a multiple of 50).
 */
public class AllreduceCpu {
    public static void main(String[] a) throws Exception {
        a = MPI.Init(a);
        int m = Integer.parseInt(a[0]), iters = Integer.parseInt(a[1]);
        double[] x = new double[m], y = new double[m];
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        MPI.COMM_WORLD.Barrier();
        StringBuilder sb = new StringBuilder("rank " + MPI.COMM_WORLD.Rank() + " wall/main-cpu/proc-cpu ms per 50:");
        for (int q = 0; q < iters; q += 50) {
            long t = System.nanoTime(), c = tb.getCurrentThreadCpuTime(), p = os.getProcessCpuTime();
            for (int i = 0; i < 50; i++) MPI.COMM_WORLD.Allreduce(x, 0, y, 0, m, MPI.DOUBLE, MPI.SUM);
            sb.append(String.format(" %.0f/%.0f/%.0f", (System.nanoTime() - t) / 1e6, (tb.getCurrentThreadCpuTime() - c) / 1e6, (os.getProcessCpuTime() - p) / 1e6));
        }
        System.out.println(sb);
        MPI.Finalize();
    }
}
