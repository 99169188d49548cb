package cgm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.util.Arrays;

/**
 * One CGM superstep's communication: every rank sends each other rank a batch of longs (records of
 * a fixed width, laid end to end), by Alltoall of the counts and one Alltoallv of the data.
 */
final class Exchange {
    /** Per-destination buffers that grow as records are added. */
    static final class Outbox {
        private final long[][] data;
        private final int[] used;

        Outbox(int p) {
            data = new long[p][16];
            used = new int[p];
        }

        void add(int dest, long... record) {
            if (used[dest] + record.length > data[dest].length) {
                data[dest] = Arrays.copyOf(data[dest], Math.max(2 * data[dest].length, used[dest] + record.length));
            }
            System.arraycopy(record, 0, data[dest], used[dest], record.length);
            used[dest] += record.length;
        }
    }

    private Exchange() {}

    /** Sends every batch of {@code out}; returns what arrived, from rank 0's batch to rank p - 1's. */
    static long[] allToAll(Intracomm comm, Outbox out) throws MPIException {
        int p = comm.Size();
        int[] sendCounts = out.used.clone();
        long[] send = new long[Arrays.stream(sendCounts).sum()];
        for (int d = 0, at = 0; d < p; at += sendCounts[d], d++) System.arraycopy(out.data[d], 0, send, at, sendCounts[d]);
        return allToAll(comm, send, sendCounts, new int[p]);
    }

    /**
     * Sends rank d the d-th of the consecutive slices of {@code send} ({@code sendCounts[d]} longs
     * each); returns what arrived, rank 0's slice first, and the slices' lengths in {@code recvCounts}.
     */
    static long[] allToAll(Intracomm comm, long[] send, int[] sendCounts, int[] recvCounts) throws MPIException {
        int p = comm.Size();
        comm.Alltoall(sendCounts, 0, 1, MPI.INT, recvCounts, 0, 1, MPI.INT);
        int[] sendDispls = new int[p], recvDispls = new int[p];
        for (int r = 1; r < p; r++) {
            sendDispls[r] = sendDispls[r - 1] + sendCounts[r - 1];
            recvDispls[r] = recvDispls[r - 1] + recvCounts[r - 1];
        }
        long[] recv = new long[recvDispls[p - 1] + recvCounts[p - 1]];
        comm.Alltoallv(send, 0, sendCounts, sendDispls, MPI.LONG, recv, 0, recvCounts, recvDispls, MPI.LONG);
        return recv;
    }
}
