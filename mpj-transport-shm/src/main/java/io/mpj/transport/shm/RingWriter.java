package io.mpj.transport.shm;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;

/**
 * The producing side of the ring to one peer: a queue of frames, each written as its header (in a
 * {@value #HEADER_SLOT}-byte slot) and its payload packed by the payload source straight into the
 * ring, chunk by chunk as space frees up, so a message larger than the ring streams through it
 * while the peer reads. Frames start at multiples of 8, so no element ever straddles the ring's end.
 * Used under the engine's lock.
 */
final class RingWriter {
    static final int HEADER_SLOT = 48;

    /** A frame waiting to be written, or partly written. Pooled. */
    private static final class Pending {
        final FrameHeader header = new FrameHeader();
        PayloadSource payload;
        SendListener listener;
        boolean started;
        long left;
    }

    private final Ring ring;
    private final Runnable wakePeer;
    private final ArrayDeque<Pending> queue = new ArrayDeque<>();
    private final ArrayDeque<Pending> spare = new ArrayDeque<>();
    private final ByteBuffer headerBytes = WireOrder.allocateDirect(FrameHeader.BYTES);
    private long tail;
    private long head;
    /** The consumer's head when a flush last stopped for want of space, else -1 (read by {@link #spaceFreedSinceStall}). */
    private volatile long stalledAt = -1;

    RingWriter(Ring ring, Runnable wakePeer) {
        this.ring = ring;
        this.wakePeer = wakePeer;
    }

    void enqueue(FrameHeader h, PayloadSource payload, SendListener listener) {
        Pending f = spare.poll();
        if (f == null) f = new Pending();
        f.header.copyFrom(h);
        f.payload = payload;
        f.listener = listener;
        f.started = false;
        queue.add(f);
    }

    boolean hasPendingOutput() {
        return !queue.isEmpty();
    }

    /** Writes queued frames as far as the ring has room; true if any byte was written. */
    boolean flush() {
        boolean wrote = false;
        Pending f;
        while ((f = queue.peek()) != null) {
            if (!f.started) {
                long at = Ring.align8(tail);
                if (free(at) < HEADER_SLOT) break;
                headerBytes.clear();
                f.header.encode(headerBytes, f.payload != null);
                headerBytes.flip();
                ring.copyIn(at, headerBytes);
                tail = at + HEADER_SLOT;
                f.started = true;
                f.left = f.payload == null ? 0 : f.header.length;
                wrote = true;
            }
            while (f.left > 0) {
                int n = (int) Math.min(Math.min(free(tail), ring.toEnd(tail)), f.left);
                if (n == 0) break;
                ByteBuffer w = ring.window(tail, n);
                int start = w.position();
                f.payload.fill(w);
                int filled = w.position() - start;
                if (filled == 0) break; // less room than one element: wait for the reader
                tail += filled;
                f.left -= filled;
                wrote = true;
                ring.publishTail(tail); // the reader can start on this chunk
            }
            if (f.left > 0) break;
            queue.poll();
            SendListener l = f.listener;
            f.payload = null;
            f.listener = null;
            spare.push(f);
            ring.publishTail(tail);
            if (l != null) l.sent();
        }
        long stall = queue.isEmpty() ? -1 : head;
        if (stall != stalledAt) stalledAt = stall; // a volatile write only when it changes
        if (wrote) {
            ring.publishTail(tail);
            if (ring.takeConsumerAsleep()) wakePeer.run();
        }
        return wrote;
    }

    /** Free bytes for writing at {@code position}, refreshing the reader's head only when short. */
    private long free(long position) {
        long room = ring.capacity() - (position - head);
        if (room < HEADER_SLOT || room < ring.capacity() / 4) {
            head = ring.head();
            room = ring.capacity() - (position - head);
        }
        return Math.max(0, room);
    }

    /** Safe without the lock: whether the reader has freed space since the last flush stalled. */
    boolean spaceFreedSinceStall() {
        long at = stalledAt;
        return at >= 0 && ring.head() != at;
    }

    Ring ring() {
        return ring;
    }
}
