package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.engine.ErrorClass;

/**
 * An MPI datatype over one Java element type. Basic types ({@link MPI#INT}, {@link MPI#DOUBLE},
 * ..., {@link MPI#OBJECT}) are one element; pair types ({@link MPI#INT2} ...) and
 * {@link #Contiguous} types are several consecutive elements. Sizes and extents count elements.
 */
public class Datatype {
    private final String name;
    private final BaseType base;
    private final boolean marker;
    private final int elements;
    private boolean committed;

    Datatype(String name, BaseType base, boolean marker) {
        this(name, base, marker, marker ? 0 : 1, true);
    }

    private Datatype(String name, BaseType base, boolean marker, int elements, boolean committed) {
        this.name = name;
        this.base = base;
        this.marker = marker;
        this.elements = elements;
        this.committed = committed;
    }

    /** A predefined type of {@code elements} consecutive elements (the pair types). */
    static Datatype predefined(String name, BaseType base, int elements) {
        return new Datatype(name, base, false, elements, true);
    }

    BaseType base() {
        return base;
    }

    /** LB and UB only mark bounds inside derived types; they cannot describe a buffer. */
    boolean isMarker() {
        return marker;
    }

    boolean isCommitted() {
        return committed;
    }

    /** {@code count} consecutive items of {@code oldtype}; Commit it before use. */
    public static Datatype Contiguous(int count, Datatype oldtype) throws MPIException {
        if (oldtype == null) throw MPIException.of(ErrorClass.TYPE, "Datatype.Contiguous: oldtype is null");
        if (count < 0) throw MPIException.of(ErrorClass.COUNT, "Datatype.Contiguous: count=" + count + " is negative");
        if (oldtype.marker) throw MPIException.of(ErrorClass.TYPE, "Datatype.Contiguous: " + oldtype + " cannot be repeated");
        return new Datatype("Contiguous(" + count + ", " + oldtype.name + ")", oldtype.base, false,
                Math.multiplyExact(count, oldtype.elements), false);
    }

    /** Extent in buffer elements (Ub - Lb). */
    public int Extent() throws MPIException {
        return elements;
    }

    /** Number of buffer elements one item of this type occupies. */
    public int Size() throws MPIException {
        return elements;
    }

    public int Lb() throws MPIException {
        return 0;
    }

    public int Ub() throws MPIException {
        return elements;
    }

    /** Makes a derived type usable in communication; predefined types are always committed. */
    public void Commit() throws MPIException {
        committed = true;
    }

    /** Freeing a predefined datatype is an error in MPI. */
    public void Free() throws MPIException {
        if (name.indexOf('(') < 0) throw MPIException.of(ErrorClass.TYPE, "Datatype.Free: " + this + " is a predefined datatype");
        committed = false;
    }

    @Override
    public String toString() {
        return name.indexOf('(') < 0 ? "MPI." + name : name;
    }
}
