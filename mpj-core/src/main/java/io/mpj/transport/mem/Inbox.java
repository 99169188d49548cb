package io.mpj.transport.mem;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;

import java.lang.reflect.Array;
import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * What is addressed to one rank inside this JVM, in order: the mailbox of the in-memory device and of
 * the self device. A frame comes with a copy of its payload: of the sender's array as it is (a
 * {@code double[]} copied into a {@code double[]}, by {@link System#arraycopy}), or of its packed bytes
 * when it lies in no such array; the copy is made in an array the rank has delivered before
 * ({@value #SPARES} kept), so that a stream of messages allocates (and the JVM zeroes) no new array per
 * message. Or the payload is lent: the owner copies straight from the sender's array into its own,
 * then hands the sender a callback to run ({@link #lend}). Either way a copy goes array to array
 * whenever the receive has an array of the same class, so no byte-buffer view stands between them.
 */
public final class Inbox {
    /** An item of the mailbox. */
    private sealed interface Item permits Copied, Lent, Lost, Callback {}

    /**
     * A frame and a copy of its {@code length} payload bytes at the start of {@code array}, whose
     * elements are of {@code type}: an array like the sender's, or packed bytes ({@code BYTE}); null:
     * no payload.
     */
    private record Copied(int source, FrameHeader header, Object array, BaseType type, int length) implements Item {}

    /** A frame whose payload is still in the sender's array; {@code copied} goes back to the sender. */
    private record Lent(int source, FrameHeader header, PayloadSource payload, Runnable copied) implements Item {}

    /** Word that {@code source} is gone, after everything it sent before. */
    private record Lost(int source, String why) implements Item {}

    /** Something the owner runs on its own thread (a lent payload's sender learns it was copied). */
    private record Callback(Runnable run) implements Item {}

    /** Arrays kept for reuse, and the smallest worth keeping. */
    static final int SPARES = 4, SPARE_MIN_BYTES = 4096;

    private final ConcurrentLinkedQueue<Item> items = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Object> spares = new ConcurrentLinkedQueue<>();
    private volatile Thread waiter;

    /** Copies the frame in; the payload is fully consumed before this returns. */
    public void post(int source, FrameHeader header, PayloadSource payload) {
        Object copy = null;
        BaseType type = BaseType.BYTE;
        int n = 0;
        if (payload != null && header.length > 0) {
            n = checkedLength(header);
            Object array = payload.heapArray();
            if (array != null) {
                type = BaseType.ofArrayClass(array.getClass());
                copy = arrayFor(type, n / type.size);
                System.arraycopy(array, (int) (payload.heapOffset() / type.size), copy, 0, n / type.size);
                payload.heapMoved(n);
            } else {
                byte[] bytes = (byte[]) arrayFor(type, n);
                fill(payload, bytes, n);
                copy = bytes;
            }
        }
        add(new Copied(source, new FrameHeader().copyFrom(header), copy, type, n));
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

    /** A spare array of {@code type} with room for {@code n} elements, else a new one (a spare that does not fit is dropped). */
    private Object arrayFor(BaseType type, int n) {
        if ((long) n * type.size >= SPARE_MIN_BYTES) {
            Object spare = spares.poll();
            if (spare != null && type.accepts(spare) && Array.getLength(spare) >= n) return spare;
        }
        return Buf.allocate(type, n).array();
    }

    private void recycle(Object array, BaseType type) {
        if (array != null && (long) Array.getLength(array) * type.size >= SPARE_MIN_BYTES && spares.size() < SPARES) {
            spares.add(array);
        }
    }

    /** Delivers every queued item, including items queued while delivering. */
    public boolean drain(FrameHandler handler) {
        // Every progress round drains the self device, nearly always empty: the delivery is out of
        // line, so the JIT compiler compiles this small check early and the delivery only if used.
        return !items.isEmpty() && deliver(handler);
    }

    private boolean deliver(FrameHandler handler) {
        boolean any = false;
        Item item;
        while ((item = items.poll()) != null) {
            any = true;
            if (item instanceof Copied c) {
                PayloadSink sink = handler.onFrame(c.source, c.header);
                if (sink != null) {
                    if (c.array != null) copy(c.array, c.type, 0, sink, c.length);
                    sink.complete();
                }
                recycle(c.array, c.type);
            } else if (item instanceof Lent l) {
                PayloadSink sink = handler.onFrame(l.source, l.header);
                if (sink != null) {
                    int n = (int) l.header.length;
                    Object src = l.payload.heapArray();
                    copy(src, BaseType.ofArrayClass(src.getClass()), l.payload.heapOffset(), sink, n);
                    l.payload.heapMoved(n);
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

    /**
     * Copies {@code n} payload bytes from {@code src} (an array of {@code type}'s numbers, or packed
     * bytes), from byte {@code offset}, into the sink: array to array where the sink's array is of the
     * same class, else packing into the sink's bytes or letting the sink unpack.
     */
    private void copy(Object src, BaseType type, long offset, PayloadSink to, int n) {
        if (n == 0) return;
        Object dst = to.heapArray();
        int from = (int) (offset / type.size), count = n / type.size;
        if (dst != null && dst.getClass() == src.getClass()) {
            System.arraycopy(src, from, dst, (int) (to.heapOffset() / type.size), count);
            to.heapMoved(n);
        } else if (src instanceof byte[] bytes) {
            to.accept(WireOrder.wrap(bytes, (int) offset, n));
        } else if (dst instanceof byte[] bytes) {
            type.pack(src, from, count, WireOrder.wrap(bytes, (int) to.heapOffset(), n));
            to.heapMoved(n);
        } else {
            byte[] bytes = (byte[]) arrayFor(BaseType.BYTE, n);
            ByteBuffer packed = WireOrder.wrap(bytes, 0, n);
            type.pack(src, from, count, packed);
            to.accept(packed.flip());
            recycle(bytes, BaseType.BYTE);
        }
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
