package mpi;

import io.mpj.coll.Construction;
import io.mpj.error.ErrorClass;
import io.mpj.runtime.Communicator;

/**
 * A communicator between two disjoint groups ({@link Comm#Create_intercomm}): Rank, Size and Group
 * are this rank's group's; the ranks that point-to-point calls name are the remote group's.
 * Collective calls are not defined on it; {@link #Merge} gives an intracommunicator over both groups.
 */
public class Intercomm extends Comm {
    Intercomm(Communicator impl) {
        super(impl);
    }

    public int Remote_size() throws MPIException {
        return live("Intercomm.Remote_size").remoteMembers().length;
    }

    public Group Remote_group() throws MPIException {
        Communicator c = live("Intercomm.Remote_group");
        return new Group(c.remoteMembers(), c.runtime().rank());
    }

    /**
     * An intracommunicator over both groups: the group that passes {@code high = false} first (every
     * rank of a group must pass the same value; if both pass the same, the group whose first member
     * has the lower rank in COMM_WORLD comes first). Collective over both groups.
     */
    public Intracomm Merge(boolean high) throws MPIException {
        Communicator c = live("Intercomm.Merge");
        c.collectives().within(Construction.MERGE);
        try {
            return new Intracomm(InterCommunicators.merge(c, high));
        } finally {
            c.collectives().within(null);
        }
    }

    /** A new intercommunicator between the same groups (collective over both). */
    @Override
    public Intercomm Dup() throws MPIException {
        return new Intercomm(dupImpl("Intercomm.Dup"));
    }

    @Override
    public boolean Test_inter() throws MPIException {
        live("Intercomm.Test_inter");
        return true;
    }

    static MPIException notAnIntracomm(String call) {
        return MPIException.of(ErrorClass.COMM, call + ": the local communicator is an intercommunicator");
    }
}
