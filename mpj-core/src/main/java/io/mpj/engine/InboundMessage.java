package io.mpj.engine;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.PayloadSink;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;

/**
 * A message that arrived before a matching receive was posted: an eager message with its payload
 * buffered, or a rendezvous request-to-send whose payload stays with the sender. Recycled through a
 * {@link Pool}, buffer included, so the unexpected path allocates nothing once warm.
 */
final class InboundMessage extends Envelope implements PayloadSink {
    /** Spare messages of one engine (used under its lock). */
    static final class Pool {
        private static final int MAX_SPARE = 64;
        private final ArrayDeque<InboundMessage> spare = new ArrayDeque<>();

        InboundMessage take(int source, FrameHeader h) {
            InboundMessage m = spare.poll();
            return (m == null ? new InboundMessage(this) : m).reset(source, h);
        }

        void release(InboundMessage m) {
            if (spare.size() < MAX_SPARE) spare.push(m);
        }
    }

    private final Pool pool;
    byte kind;
    byte baseType;
    long length;
    int count;
    int sendId;
    private byte[] data = new byte[0];
    private ByteBuffer view = WireOrder.wrap(data);
    private int filled;
    private boolean arrived;
    private RecvRequest claimant;
    /** An {@link UnmatchedCheck} has already turned this message into an error. */
    boolean reported;
    /** Counts this frame once its payload's last byte is in. */
    FrameTally tally;

    private InboundMessage(Pool pool) {
        this.pool = pool;
    }

    private InboundMessage reset(int source, FrameHeader h) {
        context = h.context;
        peer = source;
        tag = h.tag;
        stamp = h.stamp;
        reported = false;
        tally = null;
        kind = h.kind;
        baseType = h.baseType;
        length = h.length;
        count = h.count;
        sendId = h.sendId;
        filled = 0;
        arrived = false;
        claimant = null;
        if (kind == FrameKind.EAGER && data.length < length) {
            data = new byte[(int) length];
            view = WireOrder.wrap(data);
        }
        return this;
    }

    /** Whether its payload has all arrived (an eager message's). */
    boolean hasArrived() {
        return arrived;
    }

    boolean isRendezvous() {
        return kind == FrameKind.RTS;
    }

    @Override
    public void accept(ByteBuffer src) {
        int n = Math.min(src.remaining(), (int) length - filled);
        src.get(data, filled, n);
        filled += n;
    }

    /** An eager payload's bytes, as the wire carries them, may go straight into the buffer. */
    @Override
    public Object heapArray() {
        return kind == FrameKind.EAGER ? data : null;
    }

    @Override
    public long heapOffset() {
        return filled;
    }

    @Override
    public void heapMoved(long n) {
        filled += (int) n;
    }

    @Override
    public void complete() {
        tally = FrameTally.countReceived(tally);
        arrived = true;
        if (claimant != null) deliverTo(claimant);
    }

    /** Hands the buffered payload to a matched receive, now or as soon as it has all arrived. */
    void claim(RecvRequest r) {
        if (arrived) deliverTo(r);
        else claimant = r;
    }

    private void deliverTo(RecvRequest r) {
        view.clear().limit((int) length);
        r.accept(view);
        r.complete();
        claimant = null;
        pool.release(this);
    }

    /** A matched rendezvous announcement has served its purpose. */
    void recycle() {
        pool.release(this);
    }
}
