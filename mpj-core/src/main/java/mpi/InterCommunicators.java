package mpi;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.runtime.Communicator;


/**
 * Making intercommunicators and merging them. Contexts are agreed as for every communicator: the
 * maximum of every member's next free context, here over both groups (each group agrees within
 * itself, then the leaders exchange over the peer communicator).
 */
final class InterCommunicators {
    private InterCommunicators() {}

    /** MPI_Intercomm_create: collective over {@code c}; the leaders also talk over {@code peer} with {@code tag}. */
    static Communicator create(Communicator c, Comm peer, int localLeader, int remoteLeader, int tag) throws MPIException {
        String call = "Comm.Create_intercomm";
        if (c.isInter()) throw Intercomm.notAnIntracomm(call);
        if (localLeader < 0 || localLeader >= c.size()) {
            throw MPIException.of(ErrorClass.RANK, call + ": localLeader=" + localLeader + " is not a rank of this communicator (size "
                    + c.size() + ")");
        }
        long proposal = Collectives.allMax(c, new long[] {c.runtime().proposeContext()})[0];
        int[] agreed = new int[2]; // context, remote group's size
        int[] remote = null;
        if (c.rank() == localLeader) {
            int[] theirs = new int[2];
            peer.Sendrecv(new int[] {(int) proposal, c.size()}, 0, 2, MPI.INT, remoteLeader, tag,
                    theirs, 0, 2, MPI.INT, remoteLeader, tag);
            remote = new int[theirs[1]];
            peer.Sendrecv(c.members(), 0, c.size(), MPI.INT, remoteLeader, tag, remote, 0, remote.length, MPI.INT, remoteLeader, tag);
            agreed[0] = Math.max((int) proposal, theirs[0]);
            agreed[1] = remote.length;
            for (int r : remote) {
                if (c.localRank(r) >= 0) throw MPIException.of(ErrorClass.GROUP, call + ": the groups share rank " + r + " of COMM_WORLD");
            }
        }
        try {
            Collectives.bcast(c, agreed, 0, 2, MPI.INT, localLeader);
            if (remote == null) remote = new int[agreed[1]];
            Collectives.bcast(c, remote, 0, remote.length, MPI.INT, localLeader);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
        c.runtime().contextTaken(agreed[0]);
        return c.inter(c.members(), remote, agreed[0]);
    }

    /** MPI_Intercomm_merge: collective over both groups. */
    static Communicator merge(Communicator inter, boolean high) throws MPIException {
        int[] local = inter.members();
        int[] remote = inter.remoteMembers();
        boolean localIsA = local[0] < remote[0];
        long[] agreed = Collectives.allMax(inter, new long[] {inter.runtime().proposeContext(), localIsA && high ? 1 : 0,
                !localIsA && high ? 1 : 0});
        int context = (int) agreed[0];
        inter.runtime().contextTaken(context);
        boolean aFirst = agreed[1] == 0 || agreed[2] == 1; // the low group first; A if both say the same
        return inter.derive(inter.joined(localIsA == aFirst), context);
    }
}
