package io.mpj.transport.shm;

import io.mpj.protocol.FrameHeader;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.support.FrameWriter;

import java.nio.ByteBuffer;

/**
 * The producing side of the ring to one peer: the frame writer packs queued frames, payloads straight
 * from the user's array, into windows of free space of at most {@value #CHUNK} bytes, each frame
 * written whole is marked in its slot ({@link Ring#markWritten}), and the tail is published window by
 * window, so a message streams through the ring while the peer reads. Used under the engine's lock.
 */
final class RingWriter {
    /**
     * Most bytes written before the tail is published, so that the reader copies a large message out
     * while the rest goes in, wherever in the ring it starts. With the whole free ring as one window, a
     * 1 MiB ping-pong took 34-37 µs instead of 23-26 and moved with where earlier frames left the tail;
     * 16 and 32 KiB were as fast there but slowed JGF SparseMatmult (200 Allreduces of 800 KB) by 15-20%.
     */
    static final int CHUNK = 64 << 10;
    private final Ring ring;
    private final Runnable wakePeer;
    private final FrameWriter frames = new FrameWriter();
    private long tail;
    private long head;
    /** The consumer's head when a flush last stopped for want of space, else -1 (read by {@link #spaceFreedSinceStall}). */
    private volatile long stalledAt = -1;

    RingWriter(Ring ring, Runnable wakePeer) {
        this.ring = ring;
        this.wakePeer = wakePeer;
        frames.reportWholeFrames(this::written);
    }

    void enqueue(FrameHeader h, PayloadSource payload, SendListener listener) {
        frames.enqueue(h, payload, listener);
    }

    boolean hasPendingOutput() {
        return frames.hasPending();
    }

    /** Writes queued frames as far as the ring has room; true if any byte was written. */
    boolean flush() {
        boolean wrote = false;
        while (frames.hasPending()) {
            int n = (int) Math.min(Math.min(free(tail), ring.toEnd(tail)), CHUNK);
            if (n == 0) break;
            ByteBuffer w = ring.window(tail, n);
            int filled = frames.write(w);
            if (filled == 0) break; // less room than one element: wait for the reader
            tail += filled;
            wrote = true;
            ring.publishTail(tail); // the reader can start on this window
        }
        long stall = frames.hasPending() ? head : -1;
        if (stall != stalledAt) stalledAt = stall; // a volatile write only when it changes
        if (wrote && ring.takeConsumerAsleep()) wakePeer.run();
        return wrote;
    }

    /** A frame went whole into the window: mark it, so that the reader need not wait for the tail. */
    private void written(int offset) {
        ring.markWritten(tail + offset);
    }

    /** Free bytes for writing at {@code position}, refreshing the reader's head only when short. */
    private long free(long position) {
        long room = ring.capacity() - (position - head);
        if (room < ring.capacity() / 4) {
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
