package io.mpj.transport.mem;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;

import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * Frames addressed to one rank inside this JVM, each with a copy of its payload: the mailbox of the
 * in-memory device and of the self device.
 */
public final class Inbox {
    private record Queued(int source, FrameHeader header, byte[] payload) {}

    private final ConcurrentLinkedQueue<Queued> frames = new ConcurrentLinkedQueue<>();
    private volatile Thread waiter;

    /** Copies the frame in; the payload is fully consumed before this returns. */
    public void post(int source, FrameHeader header, PayloadSource payload) {
        byte[] bytes = null;
        if (payload != null && header.length > 0) {
            if (header.length > Integer.MAX_VALUE - 16) {
                throw new IllegalArgumentException("in-memory frames are limited to 2 GiB, got " + header.length);
            }
            bytes = new byte[(int) header.length];
            ByteBuffer dst = WireOrder.wrap(bytes);
            while (dst.hasRemaining()) payload.fill(dst);
        }
        frames.add(new Queued(source, new FrameHeader().copyFrom(header), bytes));
        wakeUp();
    }

    /** Delivers every queued frame, including frames queued while delivering. */
    public boolean drain(FrameHandler handler) {
        boolean any = false;
        Queued q;
        while ((q = frames.poll()) != null) {
            any = true;
            PayloadSink sink = handler.onFrame(q.source, q.header);
            if (sink != null) {
                if (q.payload != null) sink.accept(WireOrder.wrap(q.payload));
                sink.complete();
            }
        }
        return any;
    }

    public boolean isEmpty() {
        return frames.isEmpty();
    }

    /** Unparks the thread waiting in {@link #await}, if any. */
    public void wakeUp() {
        Thread w = waiter;
        if (w != null) LockSupport.unpark(w);
    }

    /** Parks until a frame is posted, {@link #wakeUp} is called, or {@code nanos} pass. */
    public void await(long nanos) {
        waiter = Thread.currentThread();
        if (frames.isEmpty()) LockSupport.parkNanos(this, nanos);
        waiter = null;
    }
}
