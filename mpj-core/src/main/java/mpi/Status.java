package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.engine.ErrorClass;

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

    Status(int source, int tag, int elements, BaseType type, boolean cancelled) {
        this.source = source;
        this.tag = tag;
        this.elements = elements;
        this.type = type;
        this.cancelled = cancelled;
    }

    /** Number of items of {@code datatype} received, or {@link MPI#UNDEFINED} if not a whole number. */
    public int Get_count(Datatype datatype) throws MPIException {
        int per = checkType("Status.Get_count", datatype).Size();
        return per == 0 ? 0 : elements % per == 0 ? elements / per : MPI.UNDEFINED;
    }

    /** Number of basic elements received. */
    public int Get_elements(Datatype datatype) throws MPIException {
        checkType("Status.Get_elements", datatype);
        return elements;
    }

    public boolean Test_cancelled() throws MPIException {
        return cancelled;
    }

    private Datatype checkType(String call, Datatype datatype) throws MPIException {
        if (datatype == null) throw MPIException.of(ErrorClass.TYPE, call + ": datatype is null");
        if (type != null && elements > 0 && datatype.base() != type) {
            throw MPIException.of(ErrorClass.TYPE, call + ": the message was of type " + type + ", not " + datatype);
        }
        return datatype;
    }

    @Override
    public String toString() {
        return "Status{source=" + source + ", tag=" + tag + ", index=" + index + ", elements=" + elements + '}';
    }
}
