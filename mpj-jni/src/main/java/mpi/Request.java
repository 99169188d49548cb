package mpi;

/** A non-blocking operation; its native buffer is released when it completes. */
public class Request {
    private long handle;
    private final Datatype type;

    Request(long handle, Datatype type) {
        this.handle = handle;
        this.type = type;
    }

    public Status Wait() throws MPIException {
        if (handle == 0) throw new MPIException(MPI.ERR_ARG, "Request.Wait: the request has already completed");
        int[] st = new int[4];
        int code = Native.waitRequest(handle, st);
        handle = 0;
        Errors.check("Request.Wait", code);
        return Comm.status(st, type);
    }

    public static Status[] Waitall(Request[] requests) throws MPIException {
        Status[] s = new Status[requests.length];
        for (int i = 0; i < requests.length; i++) s[i] = requests[i].Wait();
        return s;
    }
}
