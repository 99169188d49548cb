package io.mpj.transport.support;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;

import java.nio.ByteBuffer;

/**
 * The frames queued for one peer, written into whatever space the device offers ({@link FrameStream}'s
 * layout): a socket's buffer or a window of a ring. Headers may be split across two windows; payloads
 * are packed by their source straight from the user's array, whole elements at a time, and a frame
 * larger than the space streams through it call after call. Queue entries are pooled, so queueing
 * allocates nothing. One per peer and direction; used under the engine's lock.
 */
public final class FrameWriter {
    /** A frame waiting to be written, or partly written. */
    private static final class Pending {
        final FrameHeader header = new FrameHeader();
        PayloadSource payload;
        SendListener listener;
        /** The next frame in the queue, or the next spare entry. */
        Pending next;
    }

    /** Told of each frame written whole into one {@link #write} call's space (a ring marks it for its reader). */
    @FunctionalInterface
    public interface WholeFrames {
        /** The frame whose header slot starts {@code offset} bytes into the call's space is in it, padding and all. */
        void written(int offset);
    }

    /** Smallest space in which a payload source must be able to write an element. */
    private static final int MAX_ELEMENT = 8;

    // The queue (head to tail) and the spare entries, linked through the entries themselves: no
    // collection's methods on every frame's path for the JIT compiler to compile.
    private Pending head;
    private Pending tail;
    private Pending spare;
    private final ByteBuffer headerBytes = WireOrder.allocate(FrameStream.HEADER_SLOT);
    /** The head frame's progress: header bytes not yet written (limit), payload and padding left. */
    private boolean started;
    private long payloadLeft;
    private int padLeft;
    /** Payloads of at least this many bytes that lie in the heap as wire bytes are left to the device (0: none). */
    private long heapMinimum;
    /** The head frame's payload is the device's to write from the heap ({@link #heapPayload}). */
    private boolean heap;
    private WholeFrames wholeFrames;
    /** Where in this write's space (an index of its buffer) the head frame's header slot starts, or -1 if it began in an earlier one. */
    private int startedAt = -1;

    /** From now on, {@code listener} hears of every frame a single {@link #write} call takes whole. */
    public void reportWholeFrames(WholeFrames listener) {
        this.wholeFrames = listener;
    }

    /**
     * From now on, {@link #write} stops at the start of a payload of {@code bytes} or more whose source
     * has a {@link io.mpj.transport.HeapBytes#heapArray() heap array}, for the device to write from the
     * array itself, reporting each step to {@link #heapWritten}; 0 (the default) packs every payload.
     */
    public void heapMinimum(long bytes) {
        this.heapMinimum = bytes;
    }

    /** The source whose payload the device is to write from its heap array now (its header is out), or null. */
    public PayloadSource heapPayload() {
        return heap && payloadLeft > 0 && !headerBytes.hasRemaining() ? head.payload : null;
    }

    /** Bytes of the head frame's payload not yet written. */
    public long payloadLeft() {
        return payloadLeft;
    }

    /** The device has written {@code n} bytes of the {@link #heapPayload}; the padding follows through {@link #write}. */
    public void heapWritten(long n) {
        head.payload.heapMoved(n);
        payloadLeft -= n;
    }

    public void enqueue(FrameHeader h, PayloadSource payload, SendListener listener) {
        Pending f = spare;
        if (f == null) f = new Pending();
        else spare = f.next;
        f.header.copyFrom(h);
        f.payload = payload;
        f.listener = listener;
        f.next = null;
        if (head == null) head = f;
        else tail.next = f;
        tail = f;
    }

    public boolean hasPending() {
        return head != null;
    }

    /**
     * Writes queued frames into {@code dst} (position to limit, in {@link WireOrder}) until it is full
     * or the queue is empty; each frame's listener is told once its last byte is in. Returns the bytes written.
     */
    public int write(ByteBuffer dst) {
        int start = dst.position();
        startedAt = -1;
        Pending f;
        while ((f = head) != null && dst.hasRemaining()) {
            if (!started) begin(f, dst);
            if (headerBytes.hasRemaining()) {
                copy(headerBytes, dst);
                if (headerBytes.hasRemaining()) break;
            }
            if (payloadLeft > 0 && (heap || !fill(f, dst))) break;
            if (padLeft > 0) {
                int n = Math.min(padLeft, dst.remaining());
                dst.position(dst.position() + n);
                padLeft -= n;
                if (padLeft > 0) break;
            }
            if (startedAt >= 0 && wholeFrames != null) wholeFrames.written(startedAt - start);
            finish(f);
        }
        return dst.position() - start;
    }

    /**
     * Starts the head frame: its header slot straight into {@code dst} when it fits, else staged to be
     * copied in pieces. The staged slot's bytes past the header are never written: the mark goes out as
     * zero (no mark until the device sets one) in the same copy.
     */
    private void begin(Pending f, ByteBuffer dst) {
        headerBytes.clear();
        f.header.encode(headerBytes.array(), f.payload != null);
        if (dst.remaining() >= FrameStream.HEADER_SLOT) {
            startedAt = dst.position();
            dst.put(headerBytes.array(), 0, FrameStream.HEADER_SLOT);
            headerBytes.limit(0);
        } else {
            startedAt = -1;
            headerBytes.limit(FrameStream.HEADER_SLOT);
        }
        payloadLeft = f.payload == null ? 0 : f.header.length;
        padLeft = FrameStream.padding(payloadLeft);
        heap = heapMinimum > 0 && payloadLeft >= heapMinimum && f.payload.heapArray() != null;
        started = true;
    }

    /** Packs payload into {@code dst}; false if the frame's payload is not finished (dst is full). */
    private boolean fill(Pending f, ByteBuffer dst) {
        int limit = dst.limit();
        if (dst.remaining() > payloadLeft) dst.limit(dst.position() + (int) payloadLeft);
        int before = dst.position();
        int room = dst.remaining();
        f.payload.fill(dst);
        int n = dst.position() - before;
        dst.limit(limit);
        payloadLeft -= n;
        if (n == 0 && room >= MAX_ELEMENT) throw wroteNothing(room);
        return payloadLeft == 0;
    }

    /** Out of line: fill runs for every payload. */
    private IllegalStateException wroteNothing(int room) {
        return new IllegalStateException("payload source wrote nothing into " + room + " bytes with " + payloadLeft + " to go");
    }

    private void finish(Pending f) {
        head = f.next;
        if (head == null) tail = null;
        started = false;
        heap = false;
        SendListener l = f.listener;
        f.payload = null;
        f.listener = null;
        f.next = spare;
        spare = f;
        if (l != null) l.sent();
    }

    private static void copy(ByteBuffer src, ByteBuffer dst) {
        int n = Math.min(src.remaining(), dst.remaining());
        int limit = src.limit();
        src.limit(src.position() + n);
        dst.put(src);
        src.limit(limit);
    }
}
