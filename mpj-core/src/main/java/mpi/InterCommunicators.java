package mpi;

import io.mpj.coll.Primitive;
import io.mpj.error.ErrorClass;
import io.mpj.runtime.Communicator;

/**
 * Making intercommunicators and merging them. Contexts are agreed as for every communicator: the
 * maximum of every member's next free context, here over both groups (each group agrees within
 * itself, then the leaders exchange over the peer communicator).
 */
final class InterCommunicators {
    private InterCommunicators() {}

    /**
     * MPI_Intercomm_create: collective over {@code c}; the leaders also talk over {@code peer} with {@code tag}.
     * A rank that fails leaves the collective call it was to make next, so that the others fail in it
     * ("rank N left this call") instead of waiting for the leader's broadcast.
     */
    static Communicator create(Communicator c, Comm peer, int localLeader, int remoteLeader, int tag) throws MPIException {
        String call = "Comm.Create_intercomm";
        if (c.isInter()) throw Intercomm.notAnIntracomm(call);
        int before = c.collectives().callsMade();
        long proposal;
        try {
            if (localLeader < 0 || localLeader >= c.size()) {
                throw MPIException.of(ErrorClass.RANK, call + ": localLeader=" + localLeader + " is not a rank of this communicator (size "
                        + c.size() + ")");
            }
            proposal = Collectives.allMax(c, new long[] {c.runtime().proposeContext()})[0];
        } catch (MPIException | RuntimeException e) {
            throw Intracomm.left(c, Primitive.ALLREDUCE, -1, before, e);
        }
        int[] agreed = new int[2]; // context, remote group's size
        int[] remote = null;
        before = c.collectives().callsMade();
        try {
            if (c.rank() == localLeader) {
                remote = exchange(call, c, peer, remoteLeader, tag, (int) proposal, agreed);
            }
            Collectives.bcast(c, agreed, 0, 2, MPI.INT, localLeader);
            if (remote == null) remote = new int[agreed[1]];
            Collectives.bcast(c, remote, 0, remote.length, MPI.INT, localLeader);
        } catch (MPIException | RuntimeException e) {
            throw Intracomm.left(c, Primitive.BCAST, localLeader, before, e);
        }
        c.runtime().contextTaken(agreed[0]);
        return c.inter(c.members(), remote, agreed[0]);
    }

    /** The leaders' part: each sends its proposal and group to the other; returns the remote group, and fills {@code agreed}. */
    private static int[] exchange(String call, Communicator c, Comm peer, int remoteLeader, int tag, int proposal, int[] agreed)
            throws MPIException {
        if (remoteLeader < 0 || remoteLeader >= peer.Size()) {
            throw MPIException.of(ErrorClass.RANK, call + ": remoteLeader=" + remoteLeader + " is not a rank of the peer communicator (size "
                    + peer.Size() + ")");
        }
        int[] theirs = new int[2];
        peer.Sendrecv(new int[] {proposal, c.size()}, 0, 2, MPI.INT, remoteLeader, tag, theirs, 0, 2, MPI.INT, remoteLeader, tag);
        int[] remote = new int[theirs[1]];
        peer.Sendrecv(c.members(), 0, c.size(), MPI.INT, remoteLeader, tag, remote, 0, remote.length, MPI.INT, remoteLeader, tag);
        agreed[0] = Math.max(proposal, theirs[0]);
        agreed[1] = remote.length;
        for (int r : remote) {
            if (c.localRank(r) >= 0) throw MPIException.of(ErrorClass.GROUP, call + ": the groups share rank " + r + " of COMM_WORLD");
        }
        return remote;
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
