package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.WireOrder;
import io.mpj.coll.Construction;
import io.mpj.engine.BlockingRequests;
import io.mpj.engine.MessageRequest;
import io.mpj.engine.ProbeResult;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.SendMode;
import io.mpj.engine.SendRequest;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.runtime.BufferedSends;
import io.mpj.runtime.Communicator;

/**
 * A communicator: point-to-point operations between its ranks. Buffers are Java arrays of the
 * datatype's element type; offsets and counts are in elements.
 */
public class Comm {
    Communicator impl;

    Comm(Communicator impl) {
        this.impl = impl;
    }

    Communicator live(String call) throws MPIException {
        return ArgumentCheck.live(call, impl);
    }

    public int Rank() throws MPIException {
        return live("Comm.Rank").rank();
    }

    public int Size() throws MPIException {
        return live("Comm.Size").size();
    }

    public Group Group() throws MPIException {
        Communicator c = live("Comm.Group");
        return new Group(c.members(), c.runtime().rank());
    }

    // ---------------------------------------------------------------- blocking sends

    public void Send(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        blockingSend("Send", SendMode.STANDARD, buf, offset, count, datatype, dest, tag);
    }

    public void Ssend(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        blockingSend("Ssend", SendMode.SYNCHRONOUS, buf, offset, count, datatype, dest, tag);
    }

    public void Bsend(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        startSend("Bsend", SendMode.BUFFERED, buf, offset, count, datatype, dest, tag, null);
    }

    public void Rsend(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        blockingSend("Rsend", SendMode.READY, buf, offset, count, datatype, dest, tag);
    }

    public Status Recv(Object buf, int offset, int count, Datatype datatype, int source, int tag) throws MPIException {
        if (!landsInPlace(buf, datatype)) return receive("Recv", buf, offset, count, datatype, source, tag).Wait();
        BlockingRequests mine = BlockingRequests.mine();
        return finishRecv(startRecv("Recv", buf, offset, count, datatype, source, tag, mine.takeRecv()), mine);
    }

    // ---------------------------------------------------------------- non-blocking

    public Request Isend(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return new Request(this, startSend("Isend", SendMode.STANDARD, buf, offset, count, datatype, dest, tag, null));
    }

    public Request Issend(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return new Request(this, startSend("Issend", SendMode.SYNCHRONOUS, buf, offset, count, datatype, dest, tag, null));
    }

    public Request Ibsend(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return new Request(this, startSend("Ibsend", SendMode.BUFFERED, buf, offset, count, datatype, dest, tag, null));
    }

    public Request Irsend(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return new Request(this, startSend("Irsend", SendMode.READY, buf, offset, count, datatype, dest, tag, null));
    }

    public Request Irecv(Object buf, int offset, int count, Datatype datatype, int source, int tag) throws MPIException {
        return receive("Irecv", buf, offset, count, datatype, source, tag);
    }

    /** A started receive; with a non-contiguous datatype it lands in a packed copy unpacked on completion. */
    private Request receive(String call, Object buf, int offset, int count, Datatype type, int source, int tag) throws MPIException {
        Landing l = landing(call, buf, offset, count, type);
        Request r = new Request(this, startRecv(call, l.buf, l.offset, count, l.type, source, tag, null));
        r.finisher = l.finisher;
        return r;
    }

    /** Whether a receive's data lands straight in {@code buf} (else in a packed copy, unpacked on completion). */
    private static boolean landsInPlace(Object buf, Datatype type) {
        return type == null || buf == null || type.isContiguous();
    }

    /** Where a receive's data lands first. */
    private record Landing(Object buf, int offset, Datatype type, java.util.function.Consumer<MessageRequest> finisher) {}

    private Landing landing(String call, Object buf, int offset, int count, Datatype type) throws MPIException {
        if (landsInPlace(buf, type)) return new Landing(buf, offset, type, null);
        checkRecv(call, buf, offset, count, type, MPI.ANY_SOURCE, MPI.ANY_TAG);
        int perItem = Math.max(1, type.Size());
        Object packed = java.lang.reflect.Array.newInstance(buf.getClass().getComponentType(), count * perItem);
        return new Landing(packed, 0, type.packedForm(),
                op -> type.unpack(packed, buf, offset, Math.min(count, op.statusCount() / perItem)));
    }

    // ---------------------------------------------------------------- persistent

    public Prequest Send_init(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return persistentSend("Send_init", SendMode.STANDARD, buf, offset, count, datatype, dest, tag);
    }

    public Prequest Ssend_init(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return persistentSend("Ssend_init", SendMode.SYNCHRONOUS, buf, offset, count, datatype, dest, tag);
    }

    public Prequest Bsend_init(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return persistentSend("Bsend_init", SendMode.BUFFERED, buf, offset, count, datatype, dest, tag);
    }

    public Prequest Rsend_init(Object buf, int offset, int count, Datatype datatype, int dest, int tag) throws MPIException {
        return persistentSend("Rsend_init", SendMode.READY, buf, offset, count, datatype, dest, tag);
    }

    public Prequest Recv_init(Object buf, int offset, int count, Datatype datatype, int source, int tag) throws MPIException {
        checkRecv("Recv_init", buf, offset, count, datatype, source, tag);
        Landing l = landing("Recv_init", buf, offset, count, datatype);
        Prequest p = new Prequest(this, reuse -> startRecv("Prequest.Start", l.buf, l.offset, count, l.type, source, tag, reuse));
        p.finisher = l.finisher;
        return p;
    }

    private Prequest persistentSend(String call, SendMode mode, Object buf, int offset, int count, Datatype type,
                                    int dest, int tag) throws MPIException {
        checkSend(call, buf, offset, count, type, dest, tag);
        return new Prequest(this, reuse -> startSend("Prequest.Start", mode, buf, offset, count, type, dest, tag, reuse));
    }

    // ---------------------------------------------------------------- combined and probes

    public Status Sendrecv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype, int dest, int sendtag,
                           Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int source, int recvtag)
            throws MPIException {
        if (!landsInPlace(recvbuf, recvtype)) {
            Request r = receive("Sendrecv", recvbuf, recvoffset, recvcount, recvtype, source, recvtag);
            blockingSend("Sendrecv", SendMode.STANDARD, sendbuf, sendoffset, sendcount, sendtype, dest, sendtag);
            return r.Wait();
        }
        BlockingRequests mine = BlockingRequests.mine();
        MessageRequest r = startRecv("Sendrecv", recvbuf, recvoffset, recvcount, recvtype, source, recvtag, mine.takeRecv());
        blockingSend("Sendrecv", SendMode.STANDARD, sendbuf, sendoffset, sendcount, sendtype, dest, sendtag);
        return finishRecv(r, mine);
    }

    public Status Sendrecv_replace(Object buf, int offset, int count, Datatype datatype, int dest, int sendtag,
                                   int source, int recvtag) throws MPIException {
        checkSend("Sendrecv_replace", buf, offset, count, datatype, dest, sendtag);
        if (buf == null) return Sendrecv(null, 0, count, datatype, dest, sendtag, null, 0, count, datatype, source, recvtag);
        int first = (int) datatype.spanStart(count); // the elements count items touch, relative to offset
        int length = (int) (datatype.spanEnd(count) - first);
        Object copy = java.lang.reflect.Array.newInstance(buf.getClass().getComponentType(), length);
        System.arraycopy(buf, offset + first, copy, 0, length);
        return Sendrecv(copy, -first, count, datatype, dest, sendtag, buf, offset, count, datatype, source, recvtag);
    }

    /** Status of a matching message without receiving it, or null if none has arrived. */
    public Status Iprobe(int source, int tag) throws MPIException {
        return probed(probeArgs("Iprobe", source, tag).engine().iprobe(impl.context(), worldSource(source), tag));
    }

    /** Blocks until a matching message has arrived; returns its status. */
    public Status Probe(int source, int tag) throws MPIException {
        Communicator c = probeArgs("Probe", source, tag);
        try {
            return probed(c.engine().probe(c.context(), worldSource(source), tag));
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }

    private Communicator probeArgs(String call, int source, int tag) throws MPIException {
        Communicator c = live(call);
        ArgumentCheck.source(call, source, c.peerCount());
        ArgumentCheck.recvTag(call, tag);
        return c;
    }

    private Status probed(ProbeResult p) {
        if (p == null) return null;
        int src = p.source() == MPI.PROC_NULL ? p.source() : impl.peerLocalRank(p.source());
        return new Status(src, p.tag(), p.count(), p.type(), false);
    }

    // ---------------------------------------------------------------- communicator management

    /**
     * MPI_COMM_DUP: a communicator of the same class with the same group and a new context.
     * Collective. {@code clone} cannot declare the checked MPIException, so an error comes as
     * IllegalStateException wrapping it; {@link #Dup()} throws it directly.
     */
    @Override
    public Object clone() {
        try {
            return Dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Typed form of {@link #clone()}. */
    public Comm Dup() throws MPIException {
        return new Comm(dupImpl("Comm.Dup"));
    }

    Communicator dupImpl(String call) throws MPIException {
        Communicator c = live(call);
        c.collectives().within(Construction.DUP);
        try {
            int context = Collectives.newContext(c); // over both groups of an intercommunicator
            return c.isInter() ? c.inter(c.members(), c.remoteMembers(), context) : c.derive(c.members(), context);
        } finally {
            c.collectives().within(null);
        }
    }

    /**
     * An intercommunicator between {@code localComm}'s group and another, disjoint one
     * (MPI_Intercomm_create). As in mpiJava and MPJ Express, this communicator is the peer: collective
     * over {@code localComm}, whose {@code localLeader} and the other group's leader, rank
     * {@code remoteLeader} of this communicator, exchange the groups over it with {@code tag}.
     */
    public Intercomm Create_intercomm(Comm localComm, int localLeader, int remoteLeader, int tag) throws MPIException {
        String call = "Comm.Create_intercomm";
        if (localComm == null) throw MPIException.of(ErrorClass.COMM, call + ": localComm is null");
        Communicator local = localComm.live(call);
        local.collectives().within(Construction.CREATE_INTERCOMM);
        try {
            return new Intercomm(InterCommunicators.create(local, this, localLeader, remoteLeader, tag));
        } finally {
            local.collectives().within(null);
        }
    }

    public void Free() throws MPIException {
        Communicator c = live("Comm.Free");
        if (this == MPI.COMM_WORLD || this == MPI.COMM_SELF) {
            throw MPIException.of(ErrorClass.COMM, "Comm.Free: MPI.COMM_WORLD and MPI.COMM_SELF cannot be freed");
        }
        c.free();
    }

    /** IDENT (0), CONGRUENT (3), SIMILAR (1) or UNEQUAL (2), the values MPJ Express compiles in. */
    public static int Compare(Comm comm1, Comm comm2) throws MPIException {
        if (comm1 == null || comm2 == null) throw MPIException.of(ErrorClass.COMM, "Comm.Compare: a communicator is null");
        Communicator a = comm1.live("Comm.Compare");
        Communicator b = comm2.live("Comm.Compare");
        if (a == b) return MPI.IDENT;
        int g = Group.compare(a.members(), b.members());
        return g == MPI.IDENT ? MPI.CONGRUENT : g;
    }

    /**
     * The value of a predefined attribute ({@link MPI#TAG_UB}, {@link MPI#HOST}, {@link MPI#IO},
     * {@link MPI#WTIME_IS_GLOBAL}) as MPJ Express returns it: an Integer (Boolean for WTIME_IS_GLOBAL);
     * null for any other key (MPI's flag = false).
     */
    public Object Attr_get(int keyval) throws MPIException {
        live("Comm.Attr_get");
        if (keyval == MPI.TAG_UB) return MPI.TAG_UB;
        if (keyval == MPI.HOST) return MPI.PROC_NULL;
        if (keyval == MPI.IO) return MPI.ANY_SOURCE;
        if (keyval == MPI.WTIME_IS_GLOBAL) return Boolean.FALSE;
        return null;
    }

    /** Only the predefined attributes exist, and MPI forbids deleting them. */
    public void Attr_delete(int keyval) throws MPIException {
        live("Comm.Attr_delete");
        throw MPIException.of(ErrorClass.ARG, "Comm.Attr_delete: keyval=" + keyval + " is "
                + (Attr_get(keyval) != null ? "a predefined attribute, which cannot be deleted" : "not an attribute of this communicator"));
    }

    /** mpiJava's form of {@link MPI#Errorhandler_set}: the handler is this rank's, for every communicator. */
    public void Errhandler_set(Errhandler handler) throws MPIException {
        live("Comm.Errhandler_set");
        MPI.Errorhandler_set(handler);
    }

    public Errhandler Errorhandler_get() throws MPIException {
        live("Comm.Errorhandler_get");
        return MPI.Errorhandler_get();
    }

    /** MPI.CART or MPI.GRAPH for topology communicators, else MPI.UNDEFINED. */
    public int Topo_test() throws MPIException {
        live("Comm.Topo_test");
        return MPI.UNDEFINED;
    }

    public boolean Test_inter() throws MPIException {
        live("Comm.Test_inter");
        return false;
    }

    /** Ends the whole job with {@code errorcode} as exit status (1 if it is 0). */
    public void Abort(int errorcode) throws MPIException {
        if (impl == null) Runtime.getRuntime().halt(errorcode != 0 ? errorcode : 1);
        impl.runtime().abort(errorcode);
    }

    // ---------------------------------------------------------------- shared machinery

    /** Checks a send's arguments; returns the number of elements it sends. */
    private int checkSend(String call, Object buf, int offset, int count, Datatype type, int dest, int tag)
            throws MPIException {
        Communicator c = live(call);
        int elements = ArgumentCheck.buffer(call, buf, offset, count, type);
        ArgumentCheck.dest(call, dest, c.peerCount());
        ArgumentCheck.sendTag(call, tag);
        return elements;
    }

    /** Checks a receive's arguments; returns the number of elements it can take. */
    private int checkRecv(String call, Object buf, int offset, int count, Datatype type, int source, int tag)
            throws MPIException {
        Communicator c = live(call);
        int elements = ArgumentCheck.buffer(call, buf, offset, count, type);
        ArgumentCheck.source(call, source, c.peerCount());
        ArgumentCheck.recvTag(call, tag);
        return elements;
    }

    private int worldSource(int source) {
        return source == MPI.ANY_SOURCE || source == MPI.PROC_NULL ? source : impl.peerWorldRank(source);
    }

    /** Bytes {@link #Pack} needs for {@code incount} items of {@code datatype} (not for MPI.OBJECT: known once serialised). */
    public int Pack_size(int incount, Datatype datatype) throws MPIException {
        live("Comm.Pack_size");
        return Packing.size(incount, datatype);
    }

    /**
     * Packs {@code incount} items of {@code datatype} from {@code inbuf} into {@code outbuf} from byte
     * {@code position}; returns the position after them. Send the bytes as MPI.PACKED (or BYTE).
     */
    public int Pack(Object inbuf, int offset, int incount, Datatype datatype, byte[] outbuf, int position) throws MPIException {
        return Packing.pack(live("Comm.Pack").runtime().objects(), inbuf, offset, incount, datatype, outbuf, position);
    }

    /** Unpacks {@code outcount} items of {@code datatype} from {@code inbuf} at byte {@code position}; returns the position after them. */
    public int Unpack(byte[] inbuf, int position, Object outbuf, int offset, int outcount, Datatype datatype) throws MPIException {
        return Packing.unpack(live("Comm.Unpack").runtime().objects(), inbuf, position, outbuf, offset, outcount, datatype);
    }

    MessageRequest startSend(String call, SendMode mode, Object buf, int offset, int count, Datatype type, int dest,
                             int tag, MessageRequest reuse) throws MPIException {
        int elements = checkSend(call, buf, offset, count, type, dest, tag);
        if (!type.isContiguous() && buf != null) {
            Object packed = java.lang.reflect.Array.newInstance(buf.getClass().getComponentType(), elements);
            type.pack(buf, offset, count, packed);
            buf = packed;
            offset = 0;
        }
        BaseType base = type.base();
        try {
            byte[] wire = null;
            if (base == BaseType.OBJECT) wire = impl.runtime().objects().serialize(call, (Object[]) buf, offset, elements);
            SendRequest s = reuse instanceof SendRequest r ? r : new SendRequest();
            int worldDest = dest == MPI.PROC_NULL ? dest : impl.peerWorldRank(dest);
            if (mode == SendMode.BUFFERED) {
                wire = bufferedCopy(call, buf, offset, elements, base, wire);
                long reserved = wire.length;
                s.init(mode, buf, base, offset, elements, wire, worldDest, tag, impl.context());
                s.onComplete(() -> impl.runtime().bufferedSends().release(reserved));
            } else {
                s.init(mode, buf, base, offset, elements, wire, worldDest, tag, impl.context());
            }
            impl.engine().startSend(s);
            return s;
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }

    /** Buffered mode: reserve space in the attached buffer and take a private copy of the message. */
    private byte[] bufferedCopy(String call, Object buf, int offset, int count, BaseType base, byte[] serialized) {
        BufferedSends b = impl.runtime().bufferedSends();
        if (serialized != null) {
            b.reserve(call, serialized.length);
            return serialized;
        }
        long bytes = (long) count * base.size;
        b.reserve(call, bytes);
        byte[] copy = new byte[(int) bytes];
        if (count > 0) base.pack(buf, offset, count, WireOrder.wrap(copy));
        return copy;
    }

    MessageRequest startRecv(String call, Object buf, int offset, int count, Datatype type, int source, int tag,
                             MessageRequest reuse) throws MPIException {
        int elements = checkRecv(call, buf, offset, count, type, source, tag);
        RecvRequest r = reuse instanceof RecvRequest q ? q : new RecvRequest();
        r.init(call, buf, type.base(), offset, elements, worldSource(source), tag, impl.context(), impl.runtime().objects());
        r.userTraffic();
        try {
            impl.engine().startRecv(r);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
        return r;
    }

    /** A blocking send, with this thread's reusable request and without a Request or Status for it. */
    private void blockingSend(String call, SendMode mode, Object buf, int offset, int count, Datatype type, int dest, int tag)
            throws MPIException {
        BlockingRequests mine = BlockingRequests.mine();
        MessageRequest op = startSend(call, mode, buf, offset, count, type, dest, tag, mine.takeSend());
        waitUntil(op);
        mine.giveBack(op);
        if (op.error() != null) throw MPIException.of(op.error());
    }

    /** Completes a blocking receive started with a request taken from {@code mine}; its status. */
    private Status finishRecv(MessageRequest op, BlockingRequests mine) throws MPIException {
        waitUntil(op);
        try {
            return Request.statusOf(this, op);
        } finally {
            mine.giveBack(op);
        }
    }

    /** Waits for {@code op}; an error of the job (not of the operation) leaves it in flight and is thrown. */
    private void waitUntil(MessageRequest op) throws MPIException {
        try {
            impl.engine().waitUntil(op);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }
}
