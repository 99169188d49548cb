package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.error.ErrorClass;

/** The outcome of a receive, probe or completed request. */
public class Status {
    /** Rank of the sender in the communicator, or {@link MPI#PROC_NULL}. */
    public int source;
    /** Tag of the message. */
    public int tag;
    /** Index of the completed request in Waitany/Testany/Waitsome/Testsome, else -1. */
    public int index = -1;

    int elements;
    BaseType type;
    boolean cancelled;


    public Status() {
        this.source = MPI.ANY_SOURCE;
        this.tag = MPI.ANY_TAG;
    }

    /** MPJ Express's Freeable: a status holds no resources. */
    public void free() {
        // nothing to release
    }

    Status(int source, int tag, int elements, BaseType type, boolean cancelled) {
        this.source = source;
        this.tag = tag;
        this.elements = elements;
        this.type = type;
        this.cancelled = cancelled;
    }

    /**
     * Number of items of {@code datatype} the message holds, or {@link MPI#UNDEFINED} if its bytes
     * are not a whole number of them (or objects are counted as primitives, or the reverse).
     */
    public int Get_count(Datatype datatype) throws MPIException {
        int perItem = checkType("Status.Get_count", datatype).Size();
        int n = Get_elements(datatype);
        return n == MPI.UNDEFINED || perItem == 0 ? n : n % perItem == 0 ? n / perItem : MPI.UNDEFINED;
    }

    /** Number of basic elements of {@code datatype}'s base type the message holds. */
    public int Get_elements(Datatype datatype) throws MPIException {
        BaseType want = checkType("Status.Get_elements", datatype).base();
        if (type == null || want == type || elements == 0) return elements;
        if (want == BaseType.OBJECT || type == BaseType.OBJECT) return MPI.UNDEFINED;
        long bytes = (long) elements * type.size;
        return bytes % want.size == 0 ? (int) (bytes / want.size) : MPI.UNDEFINED;
    }

    public boolean Test_cancelled() throws MPIException {
        return cancelled;
    }

    private Datatype checkType(String call, Datatype datatype) throws MPIException {
        if (datatype == null) throw MPIException.of(ErrorClass.TYPE, call + ": datatype is null");
        return datatype;
    }

    @Override
    public String toString() {
        return "Status{source=" + source + ", tag=" + tag + ", index=" + index + ", elements=" + elements + '}';
    }
}
