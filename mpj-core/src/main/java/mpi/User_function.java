package mpi;

/** A user-defined reduction: combine {@code invec} into {@code inoutvec}, element by element. */
public abstract class User_function {
    public User_function() {}

    /**
     * {@code inoutvec[inoutoffset + i] = invec[inoffset + i] op inoutvec[inoutoffset + i]} for
     * {@code count} items of {@code datatype}. For a non-commutative operator {@code invec} holds
     * the contribution of the lower ranks.
     */
    public abstract void Call(Object invec, int inoffset, Object inoutvec, int inoutoffset, int count, Datatype datatype)
            throws MPIException;
}
