package io.mpj.transport.mem;

import io.mpj.protocol.FrameHeader;
import io.mpj.transport.BlockingTransport;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;

/**
 * The self device: frames a rank sends to itself, copied through an {@link Inbox}. The router puts
 * it first; in a job of one it is the only device, and the one a waiting thread blocks in.
 */
public final class SelfTransport implements BlockingTransport {
    /** The name the router reports for this device. */
    public static final String NAME = "self";

    private final int rank;
    private final long eagerLimit;
    private final Inbox inbox = new Inbox();
    private final FrameHandler handler;

    public SelfTransport(int rank, FrameHandler handler, long eagerLimit) {
        this.rank = rank;
        this.handler = handler;
        this.eagerLimit = eagerLimit;
    }

    @Override
    public boolean reaches(int peer) {
        return peer == rank;
    }

    @Override
    public long eagerLimit() {
        return eagerLimit;
    }

    @Override
    public void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener) {
        inbox.post(rank, header, payload);
        if (listener != null) listener.sent();
    }

    @Override
    public boolean progress() {
        return inbox.drain(handler);
    }

    @Override
    public void await(long nanos) {
        inbox.await(nanos);
    }

    @Override
    public void wake(int peer) {
        inbox.wakeUp();
    }

    @Override
    public boolean hasPendingOutput() {
        return false;
    }

    @Override
    public void close() {
        // nothing to release
    }
}
