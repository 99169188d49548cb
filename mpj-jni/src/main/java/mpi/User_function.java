package mpi;

/** A user-defined reduction: combine {@code count} elements of {@code in} into {@code inout}. */
public abstract class User_function {
    public User_function() {
    }

    public abstract void Call(Object invec, int inoffset, Object inoutvec, int inoutoffset, int count, Datatype datatype)
            throws MPIException;
}
