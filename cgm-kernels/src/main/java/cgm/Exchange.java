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
        int[] sendCounts = out.used.clone(), recvCounts = new int[p];
        comm.Alltoall(sendCounts, 0, 1, MPI.INT, recvCounts, 0, 1, MPI.INT);
        int[] sendDispls = new int[p], recvDispls = new int[p];
        long[] send = new long[Arrays.stream(sendCounts).sum()];
        for (int d = 0, at = 0; d < p; at += sendCounts[d], d++) {
            sendDispls[d] = at;
            System.arraycopy(out.data[d], 0, send, at, sendCounts[d]);
        }
        for (int s = 1; s < p; s++) recvDispls[s] = recvDispls[s - 1] + recvCounts[s - 1];
        long[] recv = new long[Arrays.stream(recvCounts).sum()];
        comm.Alltoallv(send, 0, sendCounts, sendDispls, MPI.LONG, recv, 0, recvCounts, recvDispls, MPI.LONG);
        return recv;
    }
}
