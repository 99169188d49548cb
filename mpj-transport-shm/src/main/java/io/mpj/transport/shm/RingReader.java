package io.mpj.transport.shm;

import io.mpj.transport.FrameHandler;
import io.mpj.transport.support.FrameReader;

import java.nio.ByteBuffer;

/**
 * The consuming side of the ring from one peer: hands the frame reader a frame marked written whole,
 * or each contiguous window of published bytes (payloads go straight from shared memory into the
 * user's array), and gives the space back to the writer window by window. Used under the engine's lock.
 */
final class RingReader {
    private final int peer;
    private final Ring ring;
    private final Runnable wakePeer;
    private final FrameReader frames;
    private long head;

    RingReader(int peer, Ring ring, FrameHandler handler, Runnable wakePeer) {
        this.peer = peer;
        this.ring = ring;
        this.wakePeer = wakePeer;
        this.frames = new FrameReader(peer, handler, (from, h) -> {
            throw new IllegalStateException("rank " + from + ": a device control frame in a ring: " + h);
        });
    }

    /**
     * Delivers what has arrived; true if anything did. A frame marked written whole at the reader's
     * position comes first, read without touching the tail (whose cache line the writer has just taken
     * back: a small message then costs one line's transfer, not two); then what the tail publishes.
     */
    boolean poll() {
        long marked = frames.atFrameBoundary() ? ring.writtenFrameAt(head) : 0;
        if (marked > 0) {
            readTo(head + marked);
        } else {
            long tail = ring.tail();
            if (tail <= head) return false;
            do readTo(tail); while ((tail = ring.tail()) > head); // a stream: what was published meanwhile
        }
        if (ring.takeProducerAsleep()) wakePeer.run();
        return true;
    }

    /** Reads up to {@code end}, giving the space back window by window. */
    private void readTo(long end) {
        while (head < end) {
            int n = (int) Math.min(end - head, ring.toEnd(head));
            ByteBuffer w = ring.window(head, n);
            int start = w.position();
            frames.read(w);
            int used = w.position() - start;
            if (used == 0) throw noElement(n);
            head += used;
            ring.publishHead(head); // the writer may reuse the space while the rest is read
        }
    }

    /** Out of line: readTo runs for every message. */
    private IllegalStateException noElement(int n) {
        return new IllegalStateException("rank " + peer + ": " + n + " bytes in the ring held no whole element");
    }

    /** Safe without the lock: whether the writer has published bytes not yet read (marked frames are published right after). */
    boolean hasInput() {
        return ring.tail() > ring.head();
    }

    Ring ring() {
        return ring;
    }
}
