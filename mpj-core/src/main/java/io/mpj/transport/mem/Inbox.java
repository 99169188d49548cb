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
 * in-memory device and of the self device. The copies of large payloads are made in arrays the rank
 * has delivered before ({@value #SPARES} kept), so that a stream of large messages allocates (and the
 * JVM zeroes) no new array per message.
 */
public final class Inbox {
    /** A frame, or (header null) word that its source is gone, {@code lost} saying why. */
    private record Queued(int source, FrameHeader header, byte[] payload, int length, String lost) {}

    /** Arrays kept for reuse, and the smallest worth keeping. */
    static final int SPARES = 4, SPARE_MIN_BYTES = 4096;

    private final ConcurrentLinkedQueue<Queued> frames = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<byte[]> spares = new ConcurrentLinkedQueue<>();
    private volatile Thread waiter;

    /** Copies the frame in; the payload is fully consumed before this returns. */
    public void post(int source, FrameHeader header, PayloadSource payload) {
        byte[] bytes = null;
        int n = 0;
        if (payload != null && header.length > 0) {
            if (header.length > Integer.MAX_VALUE - 16) {
                throw new IllegalArgumentException("in-memory frames are limited to 2 GiB, got " + header.length);
            }
            n = (int) header.length;
            bytes = arrayFor(n);
            ByteBuffer dst = WireOrder.wrap(bytes).limit(n);
            while (dst.hasRemaining()) payload.fill(dst);
        }
        frames.add(new Queued(source, new FrameHeader().copyFrom(header), bytes, n, null));
        wakeUp();
    }

    /** Tells the owner, after the frames {@code source} sent before, that {@code source} is gone. */
    public void postLost(int source, String why) {
        frames.add(new Queued(source, null, null, 0, why));
        wakeUp();
    }

    /** A spare array that holds {@code n} bytes, else a new one (a spare too small is dropped). */
    private byte[] arrayFor(int n) {
        if (n >= SPARE_MIN_BYTES) {
            byte[] spare = spares.poll();
            if (spare != null && spare.length >= n) return spare;
        }
        return new byte[n];
    }

    /** Delivers every queued frame, including frames queued while delivering. */
    public boolean drain(FrameHandler handler) {
        boolean any = false;
        Queued q;
        while ((q = frames.poll()) != null) {
            any = true;
            if (q.header == null) {
                handler.onPeerLost(q.source, q.lost);
                continue;
            }
            PayloadSink sink = handler.onFrame(q.source, q.header);
            if (sink != null) {
                if (q.payload != null) sink.accept(WireOrder.wrap(q.payload).limit(q.length));
                sink.complete();
            }
            if (q.payload != null && q.payload.length >= SPARE_MIN_BYTES && spares.size() < SPARES) spares.add(q.payload);
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
