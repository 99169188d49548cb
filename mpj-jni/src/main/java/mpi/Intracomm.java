package mpi;

/** Collective communication on a native intra-communicator. */
public class Intracomm extends Comm {
    Intracomm(long handle) {
        super(handle);
    }

    public void Barrier() throws MPIException {
        Errors.check("Intracomm.Barrier", Native.barrier(handle));
    }

    public void Bcast(Object buf, int offset, int count, Datatype type, int root) throws MPIException {
        String call = "Intracomm.Bcast";
        type.check(call, "buf", buf, offset, count);
        if (!type.isObject()) {
            Errors.check(call, Native.bcast(handle, buf, offset, count, type.code, root));
            return;
        }
        boolean isRoot = Rank() == root; // objects: the length first, then the serialised bytes
        byte[] bytes = isRoot ? ObjectBytes.write((Object[]) buf, offset, count) : null;
        int[] length = {isRoot ? bytes.length : 0};
        Errors.check(call, Native.bcast(handle, length, 0, 1, Datatype.INT, root));
        if (!isRoot) bytes = new byte[length[0]];
        Errors.check(call, Native.bcast(handle, bytes, 0, bytes.length, Datatype.BYTE, root));
        if (!isRoot) ObjectBytes.read(bytes, (Object[]) buf, offset, count, call);
    }

    public void Gather(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                       Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        boolean isRoot = Rank() == root;
        exchange(Native.GATHER, "Intracomm.Gather", sendbuf, sendoffset, sendcount, sendtype, 1,
                recvbuf, recvoffset, recvcount, recvtype, isRoot ? Size() : 0, root);
    }

    public void Scatter(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                        Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        boolean isRoot = Rank() == root;
        exchange(Native.SCATTER, "Intracomm.Scatter", sendbuf, sendoffset, sendcount, sendtype, isRoot ? Size() : 0,
                recvbuf, recvoffset, recvcount, recvtype, 1, root);
    }

    public void Allgather(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                          Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
        exchange(Native.ALLGATHER, "Intracomm.Allgather", sendbuf, sendoffset, sendcount, sendtype, 1,
                recvbuf, recvoffset, recvcount, recvtype, Size(), 0);
    }

    public void Alltoall(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                         Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
        exchange(Native.ALLTOALL, "Intracomm.Alltoall", sendbuf, sendoffset, sendcount, sendtype, Size(),
                recvbuf, recvoffset, recvcount, recvtype, Size(), 0);
    }

    public void Gatherv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                        Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype, int root) throws MPIException {
        boolean isRoot = Rank() == root; // only the root's counts and displacements matter
        exchangev(Native.GATHERV, "Intracomm.Gatherv", sendbuf, sendoffset, new int[] {sendcount}, null, sendtype,
                recvbuf, recvoffset, isRoot ? recvcount : null, isRoot ? displs : null, recvtype, root);
    }

    public void Scatterv(Object sendbuf, int sendoffset, int[] sendcount, int[] displs, Datatype sendtype,
                         Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        boolean isRoot = Rank() == root;
        exchangev(Native.SCATTERV, "Intracomm.Scatterv", sendbuf, sendoffset, isRoot ? sendcount : null, isRoot ? displs : null,
                sendtype, recvbuf, recvoffset, new int[] {recvcount}, null, recvtype, root);
    }

    public void Allgatherv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                           Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        exchangev(Native.ALLGATHERV, "Intracomm.Allgatherv", sendbuf, sendoffset, new int[] {sendcount}, null, sendtype,
                recvbuf, recvoffset, recvcount, displs, recvtype, 0);
    }

    public void Alltoallv(Object sendbuf, int sendoffset, int[] sendcount, int[] sdispls, Datatype sendtype,
                          Object recvbuf, int recvoffset, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        exchangev(Native.ALLTOALLV, "Intracomm.Alltoallv", sendbuf, sendoffset, sendcount, sdispls, sendtype,
                recvbuf, recvoffset, recvcount, rdispls, recvtype, 0);
    }

    /**
     * The irregular exchanges: counts and displacements per rank, checked against the buffers first. A
     * side with one block has its count alone and no displacements; a side that does not matter on this
     * rank (a non-root's, in Gatherv and Scatterv) has neither.
     */
    private void exchangev(int kind, String call, Object sbuf, int soff, int[] scounts, int[] sdispls, Datatype stype,
                           Object rbuf, int roff, int[] rcounts, int[] rdispls, Datatype rtype, int root) throws MPIException {
        if (stype.isObject() || rtype.isObject())
            throw new MPIException(MPI.ERR_TYPE, call + ": MPI.OBJECT is supported by the JNI binding in point-to-point and Bcast only");
        int p = Size();
        if (root < 0 || root >= p) throw new MPIException(MPI.ERR_ROOT, call + ": root " + root + " is not a rank of the communicator (size " + p + ")");
        stype.check(call, "sendbuf", sbuf, soff, elements(call, "send", scounts, sdispls, p));
        rtype.check(call, "recvbuf", rbuf, roff, elements(call, "recv", rcounts, rdispls, p));
        Errors.check(call, Native.exchangev(kind, handle, sbuf, soff, scounts, sdispls, stype.code, rbuf, roff, rcounts, rdispls,
                rtype.code, root));
    }

    /** The elements one side's buffer must hold: none, one block's count, or the end of the last block. */
    private static int elements(String call, String side, int[] counts, int[] displs, int p) throws MPIException {
        if (counts == null) return 0;
        if (displs != null) return extent(call, side, counts, displs, p);
        if (counts[0] < 0) throw new MPIException(MPI.ERR_COUNT, call + ": " + side + " count " + counts[0] + " is negative");
        return counts[0];
    }

    /** The end of the last block, after checking that there is a count and a displacement per rank. */
    private static int extent(String call, String side, int[] counts, int[] displs, int p) throws MPIException {
        if (counts == null || displs == null || counts.length < p || displs.length < p) {
            throw new MPIException(MPI.ERR_ARG, call + ": " + side + " counts and displacements need " + p + " entries each");
        }
        int e = 0;
        for (int i = 0; i < p; i++) {
            if (counts[i] < 0 || displs[i] < 0) throw new MPIException(MPI.ERR_COUNT, call + ": " + side + " block " + i + " is negative");
            if (counts[i] > 0) e = Math.max(e, displs[i] + counts[i]);
        }
        return e;
    }

    /** One path for the four regular exchanges; the multipliers say how many blocks each buffer holds. */
    private void exchange(int kind, String call, Object sbuf, int soff, int scount, Datatype stype, int sblocks,
                          Object rbuf, int roff, int rcount, Datatype rtype, int rblocks, int root) throws MPIException {
        if (stype.isObject() || rtype.isObject())
            throw new MPIException(MPI.ERR_TYPE, call + ": MPI.OBJECT is supported by the JNI binding in point-to-point and Bcast only");
        stype.check(call, "sendbuf", sbuf, soff, scount * sblocks);
        rtype.check(call, "recvbuf", rbuf, roff, rcount * rblocks);
        Errors.check(call, Native.exchange(kind, handle, sbuf, soff, scount, stype.code, rbuf, roff, rcount, rtype.code, root));
    }

    public void Reduce(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype,
                       Op op, int root) throws MPIException {
        reduce(Native.REDUCE, "Intracomm.Reduce", sendbuf, sendoffset, count, recvbuf, recvoffset,
                Rank() == root ? count : 0, count, datatype, op, root, null);
    }

    public void Allreduce(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype,
                          Op op) throws MPIException {
        reduce(Native.ALLREDUCE, "Intracomm.Allreduce", sendbuf, sendoffset, count, recvbuf, recvoffset, count, count,
                datatype, op, 0, null);
    }

    public void Scan(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        reduce(Native.SCAN, "Intracomm.Scan", sendbuf, sendoffset, count, recvbuf, recvoffset, count, count,
                datatype, op, 0, null);
    }

    public void Reduce_scatter(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int[] recvcounts,
                               Datatype datatype, Op op) throws MPIException {
        String call = "Intracomm.Reduce_scatter";
        if (recvcounts == null || recvcounts.length != Size())
            throw new MPIException(MPI.ERR_ARG, call + ": recvcounts must have one entry per rank (" + Size() + ")");
        int total = 0;
        for (int c : recvcounts) total += c;
        reduce(Native.REDUCE_SCATTER, call, sendbuf, sendoffset, total, recvbuf, recvoffset, recvcounts[Rank()], total,
                datatype, op, 0, recvcounts);
    }

    private void reduce(int kind, String call, Object sbuf, int soff, int scount, Object rbuf, int roff, int rcount,
                        int count, Datatype type, Op op, int root, int[] counts) throws MPIException {
        if (type.isObject()) throw new MPIException(MPI.ERR_TYPE, call + ": no reduction is defined on MPI.OBJECT");
        if (op == null) throw new MPIException(MPI.ERR_OP, call + ": op is null");
        type.check(call, "sendbuf", sbuf, soff, scount);
        if (rcount > 0) type.check(call, "recvbuf", rbuf, roff, rcount);
        long userOp = op.code == Op.USER ? op.nativeHandle() : 0;
        Errors.check(call, Native.reduce(kind, handle, sbuf, soff, rbuf, roff, kind == Native.REDUCE_SCATTER ? 0 : count,
                type.code, op.code, userOp, op.function, type, root, counts));
    }
}
