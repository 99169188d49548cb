package io.mpj.coll;

/**
 * The communicator constructors, whose internal collective calls (an Allgather of the groups, an
 * Allreduce of the context proposals, a Bcast) are named by the call the program made: a stamp carries
 * the constructor, so that its errors and the deadlock watch say "Intracomm.Split's Allgather", and a
 * rank in Split against one in a plain Allgather is a disagreement, not a match.
 */
public enum Construction {
    DUP("Comm.Dup"),
    SPLIT("Intracomm.Split"),
    CREATE("Intracomm.Create"),
    CREATE_CART("Intracomm.Create_cart"),
    CREATE_GRAPH("Intracomm.Create_graph"),
    CREATE_INTERCOMM("Comm.Create_intercomm"),
    SUB("Cartcomm.Sub"),
    MERGE("Intercomm.Merge");

    /** The call as the program made it. */
    public final String call;

    Construction(String call) {
        this.call = call;
    }
}
