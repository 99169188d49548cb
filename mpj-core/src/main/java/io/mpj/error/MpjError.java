package io.mpj.error;

/**
 * An MPI error inside the runtime (unchecked); the {@code mpi} facade turns it into the checked
 * {@code mpi.MPIException} with the same class and message.
 */
public final class MpjError extends RuntimeException {
    private final ErrorClass errorClass;
    private final boolean peerGone;

    public MpjError(ErrorClass errorClass, String message) {
        this(errorClass, message, null, false);
    }

    public MpjError(ErrorClass errorClass, String message, Throwable cause) {
        this(errorClass, message, cause, false);
    }

    private MpjError(ErrorClass errorClass, String message, Throwable cause, boolean peerGone) {
        super(message, cause);
        this.errorClass = errorClass;
        this.peerGone = peerGone;
    }

    /** Another rank ended before MPI.Finalize: the job cannot go on (MPI_ERR_OTHER). */
    public static MpjError peerGone(String message) {
        return new MpjError(ErrorClass.OTHER, message, null, true);
    }

    /**
     * True when this error only echoes another rank's end: the launcher reports that rank's failure,
     * so a rank ending on this says one line, not a stack trace.
     */
    public boolean isPeerGone() {
        return peerGone;
    }

    /** A fresh throwable with the same class, message and kind, thrown again at each caller. */
    public MpjError again() {
        return new MpjError(errorClass, getMessage(), null, peerGone);
    }

    public ErrorClass errorClass() {
        return errorClass;
    }
}
