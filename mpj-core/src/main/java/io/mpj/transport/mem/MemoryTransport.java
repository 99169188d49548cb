package io.mpj.transport.mem;

import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.Transport;

/**
 * p ranks as threads of one JVM, for fast deterministic tests of the engine. Each send copies the
 * frame into the destination's {@link Inbox}; there are no sockets and no threads of its own.
 */
public final class MemoryTransport implements Transport {
    private final int rank;
    private final Inbox[] inboxes;
    private final FrameHandler handler;

    private MemoryTransport(int rank, Inbox[] inboxes, FrameHandler handler) {
        this.rank = rank;
        this.inboxes = inboxes;
        this.handler = handler;
    }

    /** The shared mailboxes of one in-memory job; each rank opens its transport from it. */
    public static final class Job {
        private final Inbox[] inboxes;

        public Job(int size) {
            inboxes = new Inbox[size];
            for (int i = 0; i < size; i++) inboxes[i] = new Inbox();
        }

        public int size() {
            return inboxes.length;
        }

        public MemoryTransport open(int rank, FrameHandler handler) {
            return new MemoryTransport(rank, inboxes, handler);
        }
    }

    @Override
    public void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener) {
        inboxes[dest].post(rank, header, payload);
        if (listener != null) listener.sent();
    }

    @Override
    public boolean progress() {
        return inboxes[rank].drain(handler);
    }

    @Override
    public void await(long nanos) {
        inboxes[rank].await(nanos);
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
