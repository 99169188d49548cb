package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import io.mpj.buffer.ObjectCodec;
import io.mpj.engine.MessageRequest;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.SendMode;
import io.mpj.engine.SendRequest;
import io.mpj.error.MpjError;

/**
 * Point-to-point between the ranks of one communicator on its collective context, which user
 * messages can never match. Ranks are communicator ranks. This is all an algorithm sees.
 * Every message carries the call's stamp ({@link CallSequence}): a rank whose peers disagree about
 * the call gets an error instead of a hang or another call's data.
 */
public final class Peers {
    private final CollectiveGroup comm;
    private final PointToPointEngine engine;
    private final ObjectCodec objects;
    private final Scratch scratch;
    private final long stamp;

    /**
     * The peers of one collective call on {@code comm} ({@code root} -1 for calls without one); its
     * temporaries from earlier calls are free again.
     */
    Peers(CollectiveGroup comm, Primitive primitive, int root) {
        this.comm = comm;
        this.engine = comm.engine();
        this.objects = comm.objects();
        this.scratch = comm.scratch();
        scratch.rewind();
        this.stamp = comm.calls().next(primitive, root);
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
        return comm.rank();
    }

    public int size() {
        return comm.size();
    }

    public MessageRequest isend(Buf b, int dest, int tag) {
        SendRequest s = new SendRequest();
        byte[] wire = b.type() == BaseType.OBJECT
                ? objects.serialize("collective", (Object[]) b.array(), b.offset(), b.count()) : null;
        s.init(SendMode.STANDARD, b.array(), b.type(), b.offset(), b.count(), wire, comm.worldRank(dest), tag,
                comm.context());
        s.stamp(stamp);
        engine.startSend(s);
        return s;
    }

    public MessageRequest irecv(Buf b, int source, int tag) {
        RecvRequest r = new RecvRequest();
        r.init("collective", b.array(), b.type(), b.offset(), b.count(), comm.worldRank(source), tag,
                comm.context(), objects);
        r.stamp(stamp);
        engine.startRecv(r);
        return r;
    }

    public void send(Buf b, int dest, int tag) {
        waitAll(isend(b, dest, tag));
    }

    public void recv(Buf b, int source, int tag) {
        waitAll(irecv(b, source, tag));
    }

    /** Sends {@code out} to {@code dest} while receiving {@code in} from {@code source}. */
    public void sendrecv(Buf out, int dest, Buf in, int source, int tag) {
        MessageRequest r = irecv(in, source, tag);
        waitAll(isend(out, dest, tag), r);
    }

    /**
     * Waits for every request; the first error (e.g. a truncated receive, or a disagreement between
     * the ranks about this call) is thrown, and this call's receives still posted are cancelled.
     */
    public void waitAll(MessageRequest... requests) {
        MpjError first = null;
        try {
            for (MessageRequest q : requests) {
                engine.waitUntil(q, comm.calls().watch());
                if (q.error() != null && first == null) first = errorOf(q);
            }
        } catch (MpjError e) {
            if (first == null) first = e;
        }
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
        return q.error();
    }
}
