package io.mpj.transport.support;

import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.HeapBytes;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Frames for device tests: random ones to send, and a handler that records what arrives. */
public final class TestFrames {
    private TestFrames() {}

    /** A frame to send: kind, tag, element size and payload (null: none follows). */
    public record Frame(byte kind, int tag, int size, byte[] payload) {
        /**
         * A random frame: elements of 1, 2, 4 or 8 bytes, up to {@code maxBytes} of them at times, some
         * empty, some without payload, and (if {@code controls}) now and then a device control frame.
         */
        public static Frame random(int tag, Random rnd, int maxBytes, boolean controls) {
            if (controls && rnd.nextInt(10) == 0) return new Frame(FrameStream.WAKE, tag, 1, null);
            int size = 1 << rnd.nextInt(4);
            int elements = rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(rnd.nextBoolean() ? 8 : maxBytes / size + 1);
            byte[] p = new byte[elements * size];
            rnd.nextBytes(p);
            return new Frame(FrameKind.EAGER, tag, size, rnd.nextInt(8) == 0 ? null : p);
        }

        public static List<Frame> random(int n, long seed, int maxBytes, boolean controls) {
            Random rnd = new Random(seed);
            List<Frame> out = new ArrayList<>();
            for (int i = 0; i < n; i++) out.add(random(i, rnd, maxBytes, controls));
            return out;
        }

        public FrameHeader header() {
            int bytes = payload == null ? 0 : payload.length;
            FrameHeader h = new FrameHeader().set(kind, 0, 3, 1, tag, bytes, bytes / size, -1, -1);
            h.stamp = 0x1234_5678_9abcL * tag;
            return h;
        }

        /**
         * Writes whole elements only, as the engine's payload sources do, and offers its bytes as a heap
         * array; null for a frame without payload.
         */
        public PayloadSource source() {
            if (payload == null) return null;
            return new Source(payload, size);
        }
    }

    /** Records frames; each sink takes whole elements only and may leave a partial one behind, or offers its heap array. */
    public static final class Received implements FrameHandler {
        public final List<Integer> tags = new ArrayList<>();
        public final List<byte[]> payloads = new ArrayList<>();
        public final List<Integer> control = new ArrayList<>();
        public int completed;

        @Override
        public PayloadSink onFrame(int source, FrameHeader h) {
            tags.add(h.tag);
            assertEquals(0x1234_5678_9abcL * h.tag, h.stamp, "stamp of frame " + h.tag);
            byte[] into = new byte[(int) h.wireLength()];
            payloads.add(h.payloadFollows ? into : null);
            int size = h.count == 0 ? 1 : (int) (h.length / h.count);
            return new Sink(into, size) {
                @Override
                public void complete() {
                    assertEquals(into.length, at, "whole payload before complete()");
                    completed++;
                }
            };
        }

        @Override
        public void onPeerLost(int rank, String reason) {
            throw new AssertionError(reason);
        }

        /** Every frame of {@code sent} arrived whole and in order (control frames to the device). */
        public void check(List<Frame> sent) {
            int data = 0;
            int controls = 0;
            for (Frame f : sent) {
                if (FrameStream.isControl(f.kind())) {
                    assertEquals(f.tag(), control.get(controls++));
                    continue;
                }
                assertEquals(f.tag(), tags.get(data), "frame order");
                if (f.payload() == null) assertEquals(null, payloads.get(data));
                else assertArrayEquals(f.payload(), payloads.get(data), "payload of frame " + f.tag());
                data++;
            }
            assertEquals(data, tags.size());
            assertEquals(controls, control.size());
        }
    }

    /** A byte array and how far a device has moved through it, offered as the heap array. */
    private abstract static class Cursor implements HeapBytes {
        final byte[] array;
        final int size;
        int at;

        Cursor(byte[] array, int size) {
            this.array = array;
            this.size = size;
        }

        @Override
        public Object heapArray() {
            return array;
        }

        @Override
        public long heapOffset() {
            return at;
        }

        @Override
        public void heapMoved(long n) {
            at += (int) n;
        }
    }

    /** Writes whole elements of {@code size} bytes only, as the engine's payload sources do. */
    private static final class Source extends Cursor implements PayloadSource {
        Source(byte[] payload, int size) {
            super(payload, size);
        }

        @Override
        public void fill(ByteBuffer dst) {
            int n = Math.min(array.length - at, dst.remaining() / size * size);
            dst.put(array, at, n);
            at += n;
        }
    }

    /** Takes whole elements only, leaving a partial one behind. */
    private abstract static class Sink extends Cursor implements PayloadSink {
        Sink(byte[] into, int size) {
            super(into, size);
        }

        @Override
        public void accept(ByteBuffer src) {
            int n = src.remaining() / size * size;
            src.get(array, at, n);
            at += n;
        }
    }
}
