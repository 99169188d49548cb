package mpi;

/** Point-to-point communication on a native communicator. */
public class Comm {
    final long handle;

    Comm(long handle) {
        this.handle = handle;
    }

    public int Rank() throws MPIException {
        return Native.rank(handle);
    }

    public int Size() throws MPIException {
        return Native.size(handle);
    }

    public void Abort(int errorcode) throws MPIException {
        Errors.check("Comm.Abort", Native.abort(handle, errorcode));
    }

    public void Send(Object buf, int offset, int count, Datatype type, int dest, int tag) throws MPIException {
        send("Comm.Send", buf, offset, count, type, dest, tag, false);
    }

    public void Ssend(Object buf, int offset, int count, Datatype type, int dest, int tag) throws MPIException {
        send("Comm.Ssend", buf, offset, count, type, dest, tag, true);
    }

    private void send(String call, Object buf, int offset, int count, Datatype type, int dest, int tag, boolean sync)
            throws MPIException {
        type.check(call, "buf", buf, offset, count);
        if (type.isObject()) {
            byte[] bytes = ObjectBytes.write((Object[]) buf, offset, count);
            Errors.check(call, Native.send(handle, bytes, 0, bytes.length, Datatype.BYTE, dest, tag, sync));
        } else {
            Errors.check(call, Native.send(handle, buf, offset, count, type.code, dest, tag, sync));
        }
    }

    public Status Recv(Object buf, int offset, int count, Datatype type, int source, int tag) throws MPIException {
        type.check("Comm.Recv", "buf", buf, offset, count);
        int[] st = new int[4];
        if (type.isObject()) return recvObjects("Comm.Recv", (Object[]) buf, offset, count, source, tag);
        Errors.check("Comm.Recv", Native.recv(handle, buf, offset, count, type.code, source, tag, st));
        return status(st, type);
    }

    /** Objects travel as one serialised byte message; its length is learnt with a probe. */
    private Status recvObjects(String call, Object[] buf, int offset, int count, int source, int tag) throws MPIException {
        int[] st = new int[4];
        Errors.check(call, Native.probe(handle, source, tag, st));
        byte[] bytes = new byte[st[Native.STATUS_COUNT]];
        Errors.check(call, Native.recv(handle, bytes, 0, bytes.length, Datatype.BYTE,
                st[Native.STATUS_SOURCE], st[Native.STATUS_TAG], st));
        int n = ObjectBytes.read(bytes, buf, offset, count, call);
        return new Status(st[Native.STATUS_SOURCE], st[Native.STATUS_TAG], n, MPI.OBJECT);
    }

    public Status Sendrecv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype, int dest, int sendtag,
                           Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int source, int recvtag)
            throws MPIException {
        String call = "Comm.Sendrecv";
        sendtype.check(call, "sendbuf", sendbuf, sendoffset, sendcount);
        recvtype.check(call, "recvbuf", recvbuf, recvoffset, recvcount);
        if (sendtype.isObject() || recvtype.isObject()) { // rare: post the send, then receive as Recv does
            Request r = Isend(sendbuf, sendoffset, sendcount, sendtype, dest, sendtag);
            Status s = Recv(recvbuf, recvoffset, recvcount, recvtype, source, recvtag);
            r.Wait();
            return s;
        }
        int[] st = new int[4];
        Errors.check(call, Native.sendrecv(handle, sendbuf, sendoffset, sendcount, sendtype.code, dest, sendtag,
                recvbuf, recvoffset, recvcount, recvtype.code, source, recvtag, st));
        return status(st, recvtype);
    }

    public Request Isend(Object buf, int offset, int count, Datatype type, int dest, int tag) throws MPIException {
        type.check("Comm.Isend", "buf", buf, offset, count);
        int[] rc = new int[1];
        long r;
        if (type.isObject()) {
            byte[] bytes = ObjectBytes.write((Object[]) buf, offset, count);
            r = Native.isend(handle, bytes, 0, bytes.length, Datatype.BYTE, dest, tag, rc);
        } else {
            r = Native.isend(handle, buf, offset, count, type.code, dest, tag, rc);
        }
        Errors.check("Comm.Isend", rc[0]);
        return new Request(r, type);
    }

    public Request Irecv(Object buf, int offset, int count, Datatype type, int source, int tag) throws MPIException {
        type.check("Comm.Irecv", "buf", buf, offset, count);
        if (type.isObject())
            throw new MPIException(MPI.ERR_TYPE, "Comm.Irecv: MPI.OBJECT is not supported by the JNI binding's non-blocking receive; use Recv");
        int[] rc = new int[1];
        long r = Native.irecv(handle, buf, offset, count, type.code, source, tag, rc);
        Errors.check("Comm.Irecv", rc[0]);
        return new Request(r, type);
    }

    static Status status(int[] st, Datatype type) {
        return new Status(st[Native.STATUS_SOURCE], st[Native.STATUS_TAG], st[Native.STATUS_COUNT], type);
    }
}
