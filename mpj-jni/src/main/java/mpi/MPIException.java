package mpi;

/** An error reported by the native MPI library or by the binding, with the MPI error class. */
public class MPIException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int errorClass;

    public MPIException(String message) {
        this(MPI.ERR_OTHER, message);
    }

    public MPIException(int errorClass, String message) {
        super(message);
        this.errorClass = errorClass;
    }

    /** The MPI error class, e.g. {@link MPI#ERR_RANK}. */
    public int getErrorClass() {
        return errorClass;
    }
}
