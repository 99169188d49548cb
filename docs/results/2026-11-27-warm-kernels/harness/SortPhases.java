package cgm;

import mpi.Intracomm;
import mpi.MPI;

import java.util.Arrays;

/**
 * The sample sort of cgm-kernels (SampleSort.sort's steps, in its package, with Exchange.allToAll
 * split up) run six times in one launch on the same input, each step timed on each rank: the local
 * sort, the samples and splitters, the exchange (Alltoall of the counts, the receive array's
 * allocation, the Alltoallv, with the rank's CPU time in it) and the merge. Argument: n (default 2 000 000). Runs on every library's mpi API.
 */
public final class SortPhases {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm comm = MPI.COMM_WORLD;
        int p = comm.Size(), me = comm.Rank();
        long n = Long.parseLong(args.length > 0 ? args[args.length - 1] : "2000000");
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        Block block = new Block(n, p);
        int m = block.size(me);
        for (int rep = 0; rep < 6; rep++) {
            long[] keys = new long[m];
            for (int i = 0; i < m; i++) keys[i] = Inputs.key(block.lo(me) + i, n, 1, false);
            comm.Barrier();
            long t0 = System.nanoTime();
            long[] mine = keys.clone();
            Arrays.sort(mine);
            long t1 = System.nanoTime();
            int[] sendCounts = SampleSort.sendCounts(comm, mine), recvCounts = new int[p];
            long t2 = System.nanoTime();
            comm.Alltoall(sendCounts, 0, 1, MPI.INT, recvCounts, 0, 1, MPI.INT);
            int[] sendDispls = new int[p], recvDispls = new int[p];
            for (int r = 1; r < p; r++) {
                sendDispls[r] = sendDispls[r - 1] + sendCounts[r - 1];
                recvDispls[r] = recvDispls[r - 1] + recvCounts[r - 1];
            }
            long t3 = System.nanoTime();
            long[] got = new long[recvDispls[p - 1] + recvCounts[p - 1]];
            long t4 = System.nanoTime(), c4 = cpu.getCurrentThreadCpuTime();
            comm.Alltoallv(mine, 0, sendCounts, sendDispls, MPI.LONG, got, 0, recvCounts, recvDispls, MPI.LONG);
            long t5 = System.nanoTime(), c5 = cpu.getCurrentThreadCpuTime();
            SampleSort.merge(got, recvCounts);
            long t6 = System.nanoTime();
            comm.Barrier();
            long t7 = System.nanoTime();
            System.out.printf("rep %d rank %d: sort %.1f samples %.1f alltoall %.1f alloc %.1f alltoallv %.1f (cpu %.1f, from %.1f ms"
                            + " on the monotonic clock mod 1 s) merge %.1f barrier %.1f total %.1f ms%n", rep, me, ms(t1 - t0),
                    ms(t2 - t1), ms(t3 - t2), ms(t4 - t3), ms(t5 - t4), ms(c5 - c4), ms(t4 % 1_000_000_000L), ms(t6 - t5), ms(t7 - t6),
                    ms(t7 - t0));
        }
        MPI.Finalize();
    }

    private static double ms(long ns) {
        return ns / 1e6;
    }
}
