package cgm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.util.Arrays;

/**
 * BSP sample sort with over-sampling: each rank sorts its keys (quicksort: Arrays.sort on longs is
 * dual-pivot quicksort), contributes {@value #OVERSAMPLING} x p regular samples; every rank sorts the
 * gathered samples and takes p - 1 splitters from them; one all-to-all sends each key to the rank
 * of its interval, which sorts what it received. Rank r ends with the r-th part of the sorted keys.
 */
final class SampleSort {
    static final int OVERSAMPLING = 4;

    private SampleSort() {}

    static long[] sort(Intracomm comm, long[] keys) throws MPIException {
        int p = comm.Size();
        long[] mine = keys.clone();
        Arrays.sort(mine);
        if (p == 1) return mine;

        int s = Math.min(mine.length, OVERSAMPLING * p);
        long[] sample = new long[s];
        for (int k = 0; k < s; k++) sample[k] = mine[(int) ((long) k * mine.length / s)];
        int[] counts = new int[p], displs = new int[p];
        comm.Allgather(new int[] {s}, 0, 1, MPI.INT, counts, 0, 1, MPI.INT);
        for (int r = 1; r < p; r++) displs[r] = displs[r - 1] + counts[r - 1];
        long[] samples = new long[displs[p - 1] + counts[p - 1]];
        comm.Allgatherv(sample, 0, s, MPI.LONG, samples, 0, counts, displs, MPI.LONG);
        Arrays.sort(samples);

        Exchange.Outbox out = new Exchange.Outbox(p);
        int from = 0;
        for (int r = 0; r < p; r++) {
            // keys up to and including splitter r go to rank r; the last rank takes the rest
            int splitter = (int) ((long) (r + 1) * samples.length / p) - 1;
            int to = r == p - 1 ? mine.length : splitter < 0 ? from : Math.max(from, upperBound(mine, samples[splitter]));
            for (int k = from; k < to; k++) out.add(r, mine[k]);
            from = to;
        }
        long[] got = Exchange.allToAll(comm, out);
        Arrays.sort(got);
        return got;
    }

    /** The first index whose key is greater than {@code v}. */
    private static int upperBound(long[] a, long v) {
        int lo = 0, hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] <= v) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
