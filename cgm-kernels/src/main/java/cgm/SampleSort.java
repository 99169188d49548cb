package cgm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.util.Arrays;

/**
 * BSP sample sort with over-sampling: each rank sorts its keys (quicksort: Arrays.sort on longs is
 * dual-pivot quicksort), contributes {@value #OVERSAMPLING} x p regular samples; every rank sorts the
 * gathered samples and takes p - 1 splitters from them; one all-to-all sends each rank the slice of
 * its interval straight from the sorted keys, and each rank merges the p sorted slices it received.
 * Rank r ends with the r-th part of the sorted keys.
 */
final class SampleSort {
    static final int OVERSAMPLING = 4;

    private SampleSort() {}

    static long[] sort(Intracomm comm, long[] keys) throws MPIException {
        int p = comm.Size();
        long[] mine = keys.clone();
        Arrays.sort(mine);
        if (p == 1) return mine;
        int[] recvCounts = new int[p];
        return merge(Exchange.allToAll(comm, mine, sendCounts(comm, mine), recvCounts), recvCounts);
    }

    /**
     * How many of this rank's sorted keys go to each rank: every rank's regular samples, gathered and
     * sorted, give the p - 1 splitters; keys up to and including splitter r go to rank r.
     */
    static int[] sendCounts(Intracomm comm, long[] mine) throws MPIException {
        int p = comm.Size();
        int s = Math.min(mine.length, OVERSAMPLING * p);
        long[] sample = new long[s];
        for (int k = 0; k < s; k++) sample[k] = mine[(int) ((long) k * mine.length / s)];
        int[] counts = new int[p], displs = new int[p];
        comm.Allgather(new int[] {s}, 0, 1, MPI.INT, counts, 0, 1, MPI.INT);
        for (int r = 1; r < p; r++) displs[r] = displs[r - 1] + counts[r - 1];
        long[] samples = new long[displs[p - 1] + counts[p - 1]];
        comm.Allgatherv(sample, 0, s, MPI.LONG, samples, 0, counts, displs, MPI.LONG);
        Arrays.sort(samples);

        int[] sendCounts = new int[p];
        int from = 0;
        for (int r = 0; r < p; r++) {
            // the last rank takes the rest
            int splitter = (int) ((long) (r + 1) * samples.length / p) - 1;
            int to = r == p - 1 ? mine.length : splitter < 0 ? from : Math.max(from, upperBound(mine, samples[splitter]));
            sendCounts[r] = to - from;
            from = to;
        }
        return sendCounts;
    }

    /** Merges the consecutive sorted runs of {@code a} (their lengths given) pairwise, log2(runs) passes. */
    static long[] merge(long[] a, int[] lengths) {
        int runs = lengths.length;
        int[] bounds = new int[runs + 1];
        for (int r = 0; r < runs; r++) bounds[r + 1] = bounds[r] + lengths[r];
        long[] src = a, dst = new long[a.length];
        while (runs > 1) {
            int merged = (runs + 1) / 2;
            int[] next = new int[merged + 1];
            for (int r = 0; r < runs; r += 2) {
                int lo = bounds[r], mid = bounds[Math.min(r + 1, runs)], hi = bounds[Math.min(r + 2, runs)];
                int i = lo, j = mid, k = lo;
                while (i < mid && j < hi) dst[k++] = src[j] < src[i] ? src[j++] : src[i++];
                System.arraycopy(src, i, dst, k, mid - i);
                System.arraycopy(src, j, dst, k + mid - i, hi - j);
                next[r / 2] = lo;
            }
            next[merged] = a.length;
            long[] t = src;
            src = dst;
            dst = t;
            bounds = next;
            runs = merged;
        }
        return src;
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
