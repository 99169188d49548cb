package mpi;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

/**
 * An MPI error: its MPI error class ({@link #getErrorClass()}, one of the {@code MPI.ERR_*} values)
 * and a message naming the call and the offending argument. Checked, as in mpiJava 1.2, so code
 * written against this library also compiles against mpiJava and MPJ Express.
 */
public class MPIException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int errorClass;

    public MPIException() {
        this(ErrorClass.UNKNOWN.code, (String) null);
    }

    public MPIException(String message) {
        this(ErrorClass.OTHER.code, message);
    }

    public MPIException(Throwable cause) {
        super(cause);
        this.errorClass = cause instanceof MpjError e ? e.errorClass().code : ErrorClass.OTHER.code;
    }

    public MPIException(int errorClass, String message) {
        super(message);
        this.errorClass = errorClass;
    }

    /** The MPI error class, e.g. {@link MPI#ERR_RANK}. */
    public int getErrorClass() {
        return errorClass;
    }

    static MPIException of(MpjError e) {
        MPIException m = new MPIException(e.errorClass().code, e.getMessage() + " [" + e.errorClass().mpiName() + "]");
        m.initCause(e);
        return MPI.raised(m);
    }

    static MPIException of(ErrorClass c, String message) {
        return MPI.raised(new MPIException(c.code, message + " [" + c.mpiName() + "]"));
    }
}
