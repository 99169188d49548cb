package mpi;

/** Turns native error codes into {@link MPIException}s that name the call. */
final class Errors {
    private Errors() {
    }

    static void check(String call, int code) throws MPIException {
        if (code != 0) throw new MPIException(Native.errorClass(code), call + ": " + Native.errorString(code));
    }
}
