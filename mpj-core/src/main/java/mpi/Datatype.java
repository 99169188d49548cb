package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.engine.ErrorClass;

/**
 * An MPI datatype. The basic types ({@link MPI#INT}, {@link MPI#DOUBLE}, ..., {@link MPI#OBJECT})
 * each name the Java array type a buffer must be; sizes and extents are counted in elements.
 */
public class Datatype {
    private final String name;
    private final BaseType base;
    private final boolean marker;

    Datatype(String name, BaseType base, boolean marker) {
        this.name = name;
        this.base = base;
        this.marker = marker;
    }

    BaseType base() {
        return base;
    }

    /** LB and UB only mark bounds inside derived types; they cannot describe a buffer. */
    boolean isMarker() {
        return marker;
    }

    /** Extent in buffer elements (Ub - Lb). */
    public int Extent() throws MPIException {
        return marker ? 0 : 1;
    }

    /** Number of buffer elements one item of this type occupies. */
    public int Size() throws MPIException {
        return marker ? 0 : 1;
    }

    public int Lb() throws MPIException {
        return 0;
    }

    public int Ub() throws MPIException {
        return marker ? 0 : 1;
    }

    /** Basic types are always committed. */
    public void Commit() throws MPIException {
        // nothing to do for a basic type
    }

    /** Freeing a basic datatype is an error in MPI. */
    public void Free() throws MPIException {
        throw MPIException.of(ErrorClass.TYPE, "Datatype.Free: " + name + " is a predefined datatype");
    }

    @Override
    public String toString() {
        return "MPI." + name;
    }
}
