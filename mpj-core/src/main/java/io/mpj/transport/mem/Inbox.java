package io.mpj.transport.mem;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;

import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * What is addressed to one rank inside this JVM, in order: the mailbox of the in-memory device and of
 * the self device. A frame comes with a copy of its payload, made in an array the rank has delivered
 * before ({@value #SPARES} kept), so that a stream of large messages allocates (and the JVM zeroes) no
 * new array per message; or it is lent: the owner copies straight from the sender's array into its
 * own, then hands the sender a callback to run ({@link #lend}).
 */
public final class Inbox {
    /** An item of the mailbox. */
    private sealed interface Item permits Copied, Lent, Lost, Callback {}

    /** A frame and a copy of its payload ({@code bytes} null: none) in the first {@code length} bytes. */
    private record Copied(int source, FrameHeader header, byte[] bytes, int length) implements Item {}

    /** A frame whose payload is still in the sender's array; {@code copied} goes back to the sender. */
    private record Lent(int source, FrameHeader header, PayloadSource payload, Runnable copied) implements Item {}

    /** Word that {@code source} is gone, after everything it sent before. */
    private record Lost(int source, String why) implements Item {}

    /** Something the owner runs on its own thread (a lent payload's sender learns it was copied). */
    private record Callback(Runnable run) implements Item {}

    /** Arrays kept for reuse, and the smallest worth keeping. */
    static final int SPARES = 4, SPARE_MIN_BYTES = 4096;

    private final ConcurrentLinkedQueue<Item> items = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<byte[]> spares = new ConcurrentLinkedQueue<>();
    private volatile Thread waiter;

    /** Copies the frame in; the payload is fully consumed before this returns. */
    public void post(int source, FrameHeader header, PayloadSource payload) {
        byte[] bytes = null;
        int n = 0;
        if (payload != null && header.length > 0) {
            n = checkedLength(header);
            bytes = arrayFor(n);
            fill(payload, bytes, n);
        }
        add(new Copied(source, new FrameHeader().copyFrom(header), bytes, n));
    }

    /**
     * Queues the frame with its payload left in the sender's array: the owner copies it into the
     * receive's array when it delivers the frame, then posts {@code copied} to the sender's inbox.
     * The sender must leave the array alone until then (a rendezvous send waits for it anyway).
     */
    public void lend(int source, FrameHeader header, PayloadSource payload, Runnable copied) {
        checkedLength(header);
        add(new Lent(source, new FrameHeader().copyFrom(header), payload, copied));
    }

    /** Tells the owner, after the frames {@code source} sent before, that {@code source} is gone. */
    public void postLost(int source, String why) {
        add(new Lost(source, why));
    }

    /** Has the owner run {@code run} on its thread when it next delivers. */
    public void postCallback(Runnable run) {
        add(new Callback(run));
    }

    private void add(Item item) {
        items.add(item);
        wakeUp();
    }

    private static int checkedLength(FrameHeader header) {
        if (header.length > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("in-memory frames are limited to 2 GiB, got " + header.length);
        }
        return (int) header.length;
    }

    private static void fill(PayloadSource payload, byte[] bytes, int n) {
        ByteBuffer dst = WireOrder.wrap(bytes).limit(n);
        while (dst.hasRemaining()) payload.fill(dst);
    }

    /** A spare array that holds {@code n} bytes, else a new one (a spare too small is dropped). */
    private byte[] arrayFor(int n) {
        if (n >= SPARE_MIN_BYTES) {
            byte[] spare = spares.poll();
            if (spare != null && spare.length >= n) return spare;
        }
        return new byte[n];
    }

    private void recycle(byte[] bytes) {
        if (bytes != null && bytes.length >= SPARE_MIN_BYTES && spares.size() < SPARES) spares.add(bytes);
    }

    /** Delivers every queued item, including items queued while delivering. */
    public boolean drain(FrameHandler handler) {
        boolean any = false;
        Item item;
        while ((item = items.poll()) != null) {
            any = true;
            if (item instanceof Copied c) {
                PayloadSink sink = handler.onFrame(c.source, c.header);
                if (sink != null) {
                    if (c.bytes != null) sink.accept(WireOrder.wrap(c.bytes).limit(c.length));
                    sink.complete();
                }
                recycle(c.bytes);
            } else if (item instanceof Lent l) {
                PayloadSink sink = handler.onFrame(l.source, l.header);
                if (sink != null) {
                    copy(l.payload, sink, (int) l.header.length);
                    sink.complete();
                }
                l.copied.run();
            } else if (item instanceof Lost lost) {
                handler.onPeerLost(lost.source, lost.why);
            } else {
                ((Callback) item).run.run();
            }
        }
        return any;
    }

    /** One copy from array to array where both hold the payload as it is (same element type), else through a spare array. */
    private void copy(PayloadSource from, PayloadSink to, int n) {
        Object src = from.heapArray(), dst = to.heapArray();
        if (n > 0 && src != null && dst != null && src.getClass() == dst.getClass()) {
            int size = BaseType.ofArrayClass(src.getClass()).size;
            System.arraycopy(src, (int) (from.heapOffset() / size), dst, (int) (to.heapOffset() / size), n / size);
            from.heapMoved(n);
            to.heapMoved(n);
            return;
        }
        byte[] bytes = arrayFor(n);
        fill(from, bytes, n);
        to.accept(WireOrder.wrap(bytes).limit(n));
        recycle(bytes);
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }

    /** Unparks the thread waiting in {@link #await}, if any. */
    public void wakeUp() {
        Thread w = waiter;
        if (w != null) LockSupport.unpark(w);
    }

    /** Parks until something is posted, {@link #wakeUp} is called, or {@code nanos} pass. */
    public void await(long nanos) {
        waiter = Thread.currentThread();
        if (items.isEmpty()) LockSupport.parkNanos(this, nanos);
        waiter = null;
    }
}
