package io.mpj.error;

/**
 * An MPI error inside the runtime (unchecked); the {@code mpi} facade turns it into the checked
 * {@code mpi.MPIException} with the same class and message.
 */
public final class MpjError extends RuntimeException {
    private final ErrorClass errorClass;

    public MpjError(ErrorClass errorClass, String message) {
        super(message);
        this.errorClass = errorClass;
    }

    public MpjError(ErrorClass errorClass, String message, Throwable cause) {
        super(message, cause);
        this.errorClass = errorClass;
    }

    public ErrorClass errorClass() {
        return errorClass;
    }
}
