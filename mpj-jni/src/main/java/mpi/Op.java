package mpi;

/** A reduction operation: predefined (mapped to the native MPI op) or a {@link User_function}. */
public class Op {
    /** Codes shared with mpijni.c; 0 means user-defined. */
    static final int USER = 0, SUM = 1, MAX = 2, MIN = 3, PROD = 4, LAND = 5, BAND = 6, LOR = 7, BOR = 8, LXOR = 9, BXOR = 10;

    final int code;
    final User_function function;
    final boolean commute;

    Op(int code) {
        this.code = code;
        this.function = null;
        this.commute = true;
    }

    public Op(User_function function, boolean commute) {
        this.code = USER;
        this.function = function;
        this.commute = commute;
    }

    private long handle;

    /** The native MPI_Op of a user-defined op, created on first use (after MPI.Init). */
    long nativeHandle() {
        if (handle == 0) handle = Native.opCreate(commute);
        return handle;
    }

    public boolean Is_commute() {
        return commute;
    }
}
