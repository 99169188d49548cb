package io.mpj.transport.shm;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;

import java.nio.ByteBuffer;

/**
 * The consuming side of the ring from one peer: decodes each header, hands the payload to the
 * sink the engine returns (straight from shared memory into the user's array), and gives the space
 * back to the writer chunk by chunk. Used under the engine's lock.
 */
final class RingReader {
    private final int peer;
    private final Ring ring;
    private final Runnable wakePeer;
    private final FrameHeader header = new FrameHeader();
    private final ByteBuffer headerBytes = WireOrder.allocateDirect(FrameHeader.BYTES);
    private long head;
    private boolean inPayload;
    private long left;
    private PayloadSink sink;

    RingReader(int peer, Ring ring, Runnable wakePeer) {
        this.peer = peer;
        this.ring = ring;
        this.wakePeer = wakePeer;
    }

    /** Delivers what has arrived; true if anything did. */
    boolean poll(FrameHandler handler) {
        long tail = ring.tail();
        if (tail == head) return false;
        boolean moved = false;
        while (true) {
            if (!inPayload) {
                long at = Ring.align8(head);
                if (tail - at < RingWriter.HEADER_SLOT) break;
                headerBytes.clear();
                ring.copyOut(at, headerBytes);
                headerBytes.flip();
                header.decode(headerBytes);
                head = at + RingWriter.HEADER_SLOT;
                moved = true;
                sink = handler.onFrame(peer, header);
                left = header.wireLength();
                inPayload = true;
            }
            while (left > 0 && tail > head) {
                int n = (int) Math.min(Math.min(tail - head, ring.toEnd(head)), left);
                int used;
                if (sink == null) {
                    used = n;
                } else {
                    ByteBuffer w = ring.window(head, n);
                    int start = w.position();
                    sink.accept(w);
                    used = w.position() - start;
                }
                if (used == 0) throw new IllegalStateException("rank " + peer + ": a payload chunk of " + n + " bytes held no whole element");
                head += used;
                left -= used;
                moved = true;
                ring.publishHead(head);
            }
            if (left > 0) break;
            inPayload = false;
            PayloadSink done = sink;
            sink = null;
            if (done != null) done.complete();
            tail = ring.tail();
        }
        if (moved) {
            ring.publishHead(head);
            if (ring.takeProducerAsleep()) wakePeer.run();
        }
        return moved;
    }

    /** Safe without the lock: whether the writer has published bytes not yet read. */
    boolean hasInput() {
        return ring.tail() != ring.head();
    }

    Ring ring() {
        return ring;
    }
}
