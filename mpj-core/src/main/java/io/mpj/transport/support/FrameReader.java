package io.mpj.transport.support;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;

import java.nio.ByteBuffer;

/**
 * Turns the byte stream from one peer ({@link FrameStream}'s layout) back into frames, whatever
 * pieces it arrives in: a header split across two reads or across a ring's end is put together, each
 * payload goes to the sink the engine returns for it (straight into the user's array) chunk by chunk,
 * and control frames go to the device. One per peer and direction; used under the engine's lock.
 */
public final class FrameReader {
    /** The device's side: control frames, which the engine never sees. */
    @FunctionalInterface
    public interface Control {
        void onControl(int peer, FrameHeader header);
    }

    private final int peer;
    private final FrameHandler handler;
    private final Control control;
    private final FrameHeader header = new FrameHeader();
    private final ByteBuffer partial = WireOrder.allocate(FrameStream.HEADER_SLOT);
    private PayloadSink sink;
    private long payloadLeft;
    private int padLeft;
    private boolean inPayload;
    /** Payloads of at least this many bytes whose sink has a heap array are left to the device (0: none). */
    private long heapMinimum;
    /** The current payload is the device's to read into the sink's heap array ({@link #heapSink}). */
    private boolean heap;

    public FrameReader(int peer, FrameHandler handler, Control control) {
        this.peer = peer;
        this.handler = handler;
        this.control = control;
    }

    /**
     * Consumes what it can of {@code src} (from its position to its limit) and advances it. It stops
     * early only at a partial element of a payload, whose bytes the caller keeps and offers again
     * with more behind them, and at a payload left to the device ({@link #heapSink}).
     */
    public void read(ByteBuffer src) {
        while (src.hasRemaining()) {
            if (inPayload) {
                if (!readPayload(src)) return;
            } else if (padLeft > 0) {
                int n = Math.min(padLeft, src.remaining());
                src.position(src.position() + n);
                padLeft -= n;
            } else {
                if (!readHeader(src)) return;
                startFrame();
            }
        }
    }

    /**
     * From now on, {@link #read} stops at the start of a payload of {@code bytes} or more whose sink has
     * a {@link io.mpj.transport.HeapBytes#heapArray() heap array}, for the device to read into the array
     * itself, reporting each step to {@link #heapRead}; 0 (the default) unpacks every payload.
     */
    public void heapMinimum(long bytes) {
        this.heapMinimum = bytes;
    }

    /** The sink whose heap array the device is to read the payload into now, or null. */
    public PayloadSink heapSink() {
        return heap ? sink : null;
    }

    /** Bytes of the current payload not yet read. */
    public long payloadLeft() {
        return payloadLeft;
    }

    /** The device has read {@code n} bytes of the payload into the {@link #heapSink}'s array. */
    public void heapRead(long n) {
        sink.heapMoved(n);
        payloadLeft -= n;
        if (payloadLeft == 0) endFrame();
    }

    /** True when the frame being read is complete and nothing of the next has arrived. */
    public boolean atFrameBoundary() {
        return !inPayload && padLeft == 0 && partial.position() == 0;
    }

    private boolean readHeader(ByteBuffer src) {
        if (partial.position() == 0 && src.remaining() >= FrameStream.HEADER_SLOT) {
            src.get(partial.array(), 0, FrameStream.HEADER_SLOT); // partial is empty: its array stages the whole slot
            header.decode(partial.array());
            return true;
        }
        int n = Math.min(partial.remaining(), src.remaining());
        int limit = src.limit();
        src.limit(src.position() + n);
        partial.put(src);
        src.limit(limit);
        if (partial.hasRemaining()) return false;
        header.decode(partial.array());
        partial.clear();
        return true;
    }

    private void startFrame() {
        long length = header.wireLength();
        if (FrameStream.isControl(header.kind)) {
            control.onControl(peer, header);
            sink = null;
        } else {
            sink = handler.onFrame(peer, header);
        }
        payloadLeft = length;
        inPayload = true;
        heap = heapMinimum > 0 && sink != null && length >= heapMinimum && sink.heapArray() != null;
        padLeft = FrameStream.padding(length);
        if (length == 0) endFrame();
    }

    /** Passes the payload bytes at hand to the sink; false at a partial element or a heap payload. */
    private boolean readPayload(ByteBuffer src) {
        if (heap) return false;
        int avail = (int) Math.min(src.remaining(), payloadLeft);
        int start = src.position();
        if (sink == null) {
            src.position(start + avail);
        } else {
            int limit = src.limit();
            src.limit(start + avail);
            sink.accept(src);
            src.limit(limit);
        }
        int used = src.position() - start;
        payloadLeft -= used;
        if (payloadLeft == 0) endFrame();
        return used > 0;
    }

    private void endFrame() {
        inPayload = false;
        heap = false;
        PayloadSink done = sink;
        sink = null;
        if (done != null) done.complete();
    }
}
