package mpi;

/** The envelope of a received message. */
public class Status {
    public int source;
    public int tag;
    public int index;
    private final int count;
    private final Datatype type;

    Status(int source, int tag, int count, Datatype type) {
        this.source = source;
        this.tag = tag;
        this.count = count;
        this.type = type;
    }

    /** Elements received, in units of {@code datatype}. */
    public int Get_count(Datatype datatype) {
        if (type.isObject() || datatype == type) return count;
        return count * type.Size() / datatype.Size();
    }
}
