package io.mpj.engine;

import io.mpj.buffer.BaseType;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;

import java.nio.ByteBuffer;

/**
 * A send in flight. It is its own payload source (packing straight from the user's array as the
 * transport writes) and its own completion listener, so a send allocates nothing beyond itself.
 */
public final class SendRequest extends MessageRequest implements PayloadSource, SendListener {
    SendMode mode;
    /** Wire bytes prepared up front: serialised objects, or a buffered-mode copy; else null. */
    byte[] wire;
    long bytes;
    /** Payload bytes already handed to the device. */
    private long pos;
    /** Runs when a buffered send completes, to release its share of the attached buffer. */
    Runnable onComplete;

    public SendRequest() {}

    /** Prepares a send; {@code wire} replaces the array as the payload when non-null. */
    public void init(SendMode mode, Object buffer, BaseType type, int offset, int count, byte[] wire,
                     int dest, int tag, int context) {
        super.init(buffer, type, offset, count, dest, tag, context);
        this.mode = mode;
        this.wire = wire;
        this.bytes = wire != null ? wire.length : (long) count * type.size;
        this.pos = 0;
        this.onComplete = null;
    }

    public void onComplete(Runnable action) {
        this.onComplete = action;
    }

    @Override
    public void fill(ByteBuffer dst) {
        if (wire != null) {
            int n = (int) Math.min(wire.length - pos, dst.remaining());
            dst.put(wire, (int) pos, n);
            pos += n;
        } else {
            int n = (int) Math.min((bytes - pos) / type.size, dst.remaining() / type.size);
            type.pack(buffer, offset + (int) (pos / type.size), n, dst);
            pos += (long) n * type.size;
        }
    }

    @Override
    public Object heapArray() {
        return wire != null ? wire : type.wireIdentical() ? buffer : null;
    }

    @Override
    public long heapOffset() {
        return (wire != null ? 0 : (long) offset * type.size) + pos;
    }

    @Override
    public void heapMoved(long n) {
        pos += n;
    }

    @Override
    public void sent() {
        finishSend();
    }

    void finishSend() {
        finish();
        if (onComplete != null) onComplete.run();
    }

    @Override
    public String waitDescription() {
        if (stamp != 0) return "a collective call, for its send to rank " + peer + " to be received";
        return (mode == SendMode.SYNCHRONOUS ? "a synchronous send to " : "a send to ") + rankAndTag(peer, tag)
                + ", which no receive has matched";
    }
}
