package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Primitive;
import io.mpj.coll.select.Catalogue;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.runtime.Communicator;

import java.util.Arrays;
import java.util.Comparator;

/** Building new communicators from an existing one (all collective over it). */
final class CommConstruction {
    private CommConstruction() {}

    /** MPI_COMM_SPLIT: one communicator per colour, ordered by key then old rank; null for UNDEFINED. */
    static Communicator split(Communicator c, int color, int key) throws MPIException {
        if (color < 0 && color != MPI.UNDEFINED) {
            throw MPIException.of(ErrorClass.ARG, "Intracomm.Split: color=" + color + " must be >= 0 or MPI.UNDEFINED");
        }
        int p = c.size();
        int[] all = new int[2 * p];
        try {
            Algorithms.Allgather a = (Algorithms.Allgather) Catalogue.find(Primitive.ALLGATHER, "bruck");
            a.allgather(c.collectives().peers(Primitive.ALLGATHER, -1), new Buf(new int[] {color, key}, 0, 2, BaseType.INT),
                    new Buf(all, 0, 2 * p, BaseType.INT), Blocks.uniform(p, 2));
            int context = Collectives.newContext(c);
            if (color == MPI.UNDEFINED) return null;
            Integer[] same = new Integer[p];
            int n = 0;
            for (int r = 0; r < p; r++) if (all[2 * r] == color) same[n++] = r;
            Integer[] chosen = Arrays.copyOf(same, n);
            Arrays.sort(chosen, Comparator.<Integer>comparingInt(r -> all[2 * r + 1]).thenComparingInt(r -> r));
            return c.derive(Arrays.stream(chosen).mapToInt(c::worldRank).toArray(), context);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }

    /**
     * MPI_COMM_CREATE: a communicator over {@code group} (a subset of c's); null on ranks outside it. The
     * ranks agree on the new context and compare their groups in one Allgather: every member of this
     * rank's group must have given the same group (groups that do not overlap may differ), else this rank
     * fails instead of waiting for a member that builds another communicator.
     */
    static Communicator create(String call, Communicator c, int[] groupMembers) throws MPIException {
        return create(call, c, groupMembers, null);
    }

    /**
     * {@link #create(String, Communicator, int[])} for a topology: {@code shape} describes it (dims and
     * periods, or index and edges), and every rank of c must have given the same, which the same
     * Allgather compares; ranks that built different grids would send to neighbours that are not theirs.
     */
    static Communicator create(String call, Communicator c, int[] groupMembers, int[] shape) throws MPIException {
        for (int m : groupMembers) {
            if (c.localRank(m) < 0) {
                throw MPIException.of(ErrorClass.GROUP, call + ": the group contains world rank " + m + ", which is not in this communicator");
            }
        }
        int p = c.size();
        long group = fingerprint(groupMembers);
        long topology = shape == null ? 0 : fingerprint(shape);
        long[] all = new long[3 * p];
        Algorithms.Allgather a = (Algorithms.Allgather) Catalogue.find(Primitive.ALLGATHER, "bruck");
        a.allgather(c.collectives().peers(Primitive.ALLGATHER, -1), new Buf(new long[] {c.runtime().proposeContext(), group, topology}, 0, 3,
                BaseType.LONG), new Buf(all, 0, 3 * p, BaseType.LONG), Blocks.uniform(p, 3)); // an engine error passes to the caller's guard (Intracomm)
        long largest = 0;
        for (int r = 0; r < p; r++) largest = Math.max(largest, all[3 * r]);
        int context = Collectives.takeContext(c, largest);
        for (int r = 0; r < p; r++) {
            if (all[3 * r + 2] != topology) {
                throw MPIException.of(ErrorClass.TOPOLOGY, call + ": rank " + r + " of the communicator gave another topology than this rank's "
                        + Arrays.toString(shape) + "; every rank must give the same");
            }
        }
        for (int m : groupMembers) {
            int r = c.localRank(m);
            if (all[3 * r + 1] != group) {
                throw MPIException.of(ErrorClass.GROUP, call + ": rank " + r + " of the communicator gave another group than this rank's "
                        + Arrays.toString(groupMembers) + " (world ranks), though it is a member of it; ranks in a group must give the same one");
            }
        }
        return c.derive(groupMembers, context);
    }

    /** The values in order, as one number. */
    static long fingerprint(int[] values) {
        long h = values.length;
        for (int v : values) h = h * 0x9E3779B97F4A7C15L + v + 1;
        return h;
    }
}
