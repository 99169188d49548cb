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

    /** MPI_COMM_CREATE: a communicator over {@code group} (a subset of c's); null on ranks outside it. */
    static Communicator create(String call, Communicator c, int[] groupMembers) throws MPIException {
        for (int m : groupMembers) {
            if (c.localRank(m) < 0) {
                throw MPIException.of(ErrorClass.GROUP, call + ": the group contains world rank " + m + ", which is not in this communicator");
            }
        }
        return c.derive(groupMembers, Collectives.newContext(c));
    }
}
