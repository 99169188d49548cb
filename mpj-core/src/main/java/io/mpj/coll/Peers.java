package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import io.mpj.buffer.ObjectCodec;
import io.mpj.engine.BlockingRequests;
import io.mpj.engine.MessageRequest;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.SendMode;
import io.mpj.engine.SendRequest;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

import java.util.Arrays;

/**
 * Point-to-point between the ranks of one communicator on its collective context, which user
 * messages can never match. Ranks are communicator ranks. This is all an algorithm sees.
 * Every message carries the call's stamp ({@link CallSequence}): a rank whose peers disagree about
 * the call gets an error instead of a hang or another call's data.
 *
 * <p>A communicator has one, {@linkplain #begin begun} again for each call (its collectives run one at
 * a time, as MPI requires), so a call allocates no peers; a view ({@link #among}) is the call's own.
 */
public final class Peers {
    /** What a collective's receives call their call (a name per call would be a string built per call); see {@link #named}. */
    private static final String CALL = "collective";
    private final CollectiveGroup comm;
    private final PointToPointEngine engine;
    private final ObjectCodec objects;
    private final Scratch scratch;
    /** The current call's stamp (a view's is fixed when it is made). */
    private long stamp;
    /** Communicator ranks of this view's ranks, in view order; null for the whole communicator. */
    private final int[] view;
    private final int viewRank;
    private final int tagBase;
    /** The limit of a wait before the rank waited for is told which call it is (one for a communicator and its views). */
    private final Patience patience;

    /** The peers of {@code comm}'s collective calls, before the first. */
    Peers(CollectiveGroup comm) {
        this.comm = comm;
        this.engine = comm.engine();
        this.objects = comm.objects();
        this.scratch = comm.scratch();
        this.view = null;
        this.viewRank = comm.rank();
        this.tagBase = 0;
        this.patience = new Patience();
    }

    private Peers(Peers whole, int[] view, int viewRank, int tagBase) {
        this.comm = whole.comm;
        this.engine = whole.engine;
        this.objects = whole.objects;
        this.scratch = whole.scratch;
        this.stamp = whole.stamp;
        this.view = view;
        this.viewRank = viewRank;
        this.tagBase = whole.tagBase + tagBase;
        this.patience = whole.patience;
    }

    /**
     * Begins the communicator's next collective call, of {@code primitive} ({@code root} -1 for calls
     * without one): the call's number is taken and the temporaries of earlier calls are free again.
     */
    Peers begin(Primitive primitive, int root) {
        scratch.rewind();
        stamp = comm.calls().next(primitive, root);
        return this;
    }

    /** This call is the varying-count form of its primitive (Gatherv of Gather): its messages and errors say so. */
    public Peers varying() {
        stamp = comm.calls().varying();
        return this;
    }

    /**
     * The same call among {@code members} only (communicator ranks, in the order that numbers them in
     * the view; this rank must be one): any algorithm runs on a part of the communicator, e.g. the ranks
     * of one host. {@code tagBase} is added to every tag, so that the phases of a composed algorithm
     * never take each other's messages.
     */
    public Peers among(int[] members, int tagBase) {
        int me = -1;
        for (int i = 0; i < members.length; i++) if (members[i] == viewRank) me = i;
        if (me < 0) throw new IllegalArgumentException("rank " + viewRank + " is not among " + Arrays.toString(members));
        int[] actual = members;
        if (view != null) {
            actual = new int[members.length];
            for (int i = 0; i < members.length; i++) actual[i] = view[members[i]];
        }
        return new Peers(this, actual, me, tagBase);
    }

    /** The node of every rank (of the whole communicator): what node-aware algorithms need. */
    public Nodes nodes() {
        if (view != null) throw new IllegalStateException("node-aware algorithms run on the whole communicator");
        return comm.nodes();
    }

    /**
     * The communicator's shared-memory segment, entered for this call: null if its ranks do not all
     * share memory through one device, on a view, or for objects (whose wire form has no fixed size).
     */
    public SharedSegment shared(BaseType type) {
        return view != null || type == BaseType.OBJECT ? null : comm.segment(stamp);
    }

    /** The communicator rank of this view's rank {@code r}. */
    private int actual(int r) {
        return view == null ? r : view[r];
    }

    /** A temporary region of {@code n} elements of {@code like}'s type, valid during this call (not zeroed). */
    public Buf temp(Buf like, int n) {
        return scratch.take(like.type(), n);
    }

    /** A temporary copy of {@code b}, valid during this call. */
    public Buf copyOf(Buf b) {
        Buf t = temp(b, b.count());
        b.copyTo(t);
        return t;
    }

    public int rank() {
        return viewRank;
    }

    public int size() {
        return view == null ? comm.size() : view.length;
    }

    public MessageRequest isend(Buf b, int dest, int tag) {
        return isend(b, dest, tag, new SendRequest());
    }

    private SendRequest isend(Buf b, int dest, int tag, SendRequest s) {
        byte[] wire = b.type() == BaseType.OBJECT
                ? objects.serialize(CallSequence.named(stamp), (Object[]) b.array(), b.offset(), b.count()) : null; // objects allocate anyway
        s.init(SendMode.STANDARD, b.array(), b.type(), b.offset(), b.count(), wire, comm.worldRank(actual(dest)), tagBase + tag,
                comm.context());
        s.stamp(stamp);
        engine.startSend(s);
        return s;
    }

    public MessageRequest irecv(Buf b, int source, int tag) {
        return irecv(b, source, tag, new RecvRequest());
    }

    private RecvRequest irecv(Buf b, int source, int tag, RecvRequest r) {
        r.init(CALL, b.array(), b.type(), b.offset(), b.count(), comm.worldRank(actual(source)), tagBase + tag,
                comm.context(), objects);
        r.stamp(stamp);
        r.leavesLaterCalls(CallSequence.CALL_BITS);
        engine.startRecv(r);
        return r;
    }

    // The blocking forms use the thread's reusable requests (BlockingRequests): a call that fails keeps them.

    public void send(Buf b, int dest, int tag) {
        BlockingRequests mine = BlockingRequests.mine();
        SendRequest s = isend(b, dest, tag, mine.takeSend());
        await(s, null);
        mine.giveBack(s);
    }

    public void recv(Buf b, int source, int tag) {
        BlockingRequests mine = BlockingRequests.mine();
        RecvRequest r = irecv(b, source, tag, mine.takeRecv());
        await(r, null);
        mine.giveBack(r);
    }

    /** Sends {@code out} to {@code dest} while receiving {@code in} from {@code source}. */
    public void sendrecv(Buf out, int dest, Buf in, int source, int tag) {
        BlockingRequests mine = BlockingRequests.mine();
        RecvRequest r = irecv(in, source, tag, mine.takeRecv());
        SendRequest s = isend(out, dest, tag, mine.takeSend());
        await(s, r);
        mine.giveBack(s);
        mine.giveBack(r);
    }

    /**
     * Waits for every request; the first error (e.g. a truncated receive, or a disagreement between
     * the ranks about this call) is thrown, and this call's receives still posted are cancelled.
     */
    public void waitAll(MessageRequest... requests) {
        MpjError first = null;
        try {
            for (MessageRequest q : requests) first = awaitOne(q, first);
        } catch (MpjError e) {
            if (first == null) first = e;
        }
        fail(first);
    }

    /** {@link #waitAll} of {@code a} and, unless null, {@code b}, without an array: the blocking steps' form. */
    private void await(MessageRequest a, MessageRequest b) {
        MpjError first = null;
        try {
            first = awaitOne(a, null);
            if (b != null) first = awaitOne(b, first);
        } catch (MpjError e) {
            if (first == null) first = e;
        }
        fail(first);
    }

    /**
     * Waits for {@code q}; returns {@code first}, or if that is null the error {@code q} ended with. After
     * {@link Patience#NANOS} the rank waited for is told which call this is: if it is in this call as
     * another primitive or root and waits too (no message would otherwise show it), it fails, and leaves.
     */
    private MpjError awaitOne(MessageRequest q, MpjError first) {
        comm.calls().waitingFor(q.peer());
        engine.waitUntil(patience.of(q), comm.calls().watch(), comm.otherCalls(stamp));
        if (!q.isComplete()) {
            if (q.peer() >= 0) comm.tell(q.peer(), CollectiveTags.WAITING_IN_CALL, CallSequence.asQuery(stamp));
            engine.waitUntil(q, comm.calls().watch(), comm.otherCalls(stamp));
        }
        return first == null && q.error() != null ? errorOf(q) : first;
    }

    private void fail(MpjError first) {
        if (first != null) {
            engine.cancelPosted(comm.context(), stamp);
            throw first;
        }
    }

    /**
     * The error a finished request ended with; for a receive that matched another call's message, the
     * clearest account of the disagreement: what that rank sent earlier (already here, as frames arrive
     * in order) usually names the call it made instead of this one.
     */
    private MpjError errorOf(MessageRequest q) {
        if (q instanceof RecvRequest r && r.conflictingStamp() != 0) {
            MpjError earlier = engine.firstUnmatched(comm.calls().watch());
            return earlier != null ? earlier
                    : comm.calls().disagreement(stamp, comm.localRank(r.statusSource()), r.conflictingStamp(), true);
        }
        return named(q.error());
    }

    /**
     * A receive of this call that found a message of another size or type: the error names the user's
     * call, as a collective's other errors do, instead of the receives' {@value #CALL}.
     */
    private MpjError named(MpjError e) {
        String m = e.getMessage();
        boolean mismatch = e.errorClass() == ErrorClass.TRUNCATE || e.errorClass() == ErrorClass.TYPE;
        if (!mismatch || !m.startsWith(CALL + ":")) return e;
        return new MpjError(e.errorClass(), CallSequence.named(stamp) + m.substring(CALL.length()) + CallSequence.SAME_SIGNATURE);
    }
}
