package io.mpj.transport.shm;

import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The ring on its own: frames of every element size, many larger than the ring, headers and
 * payloads across its end, written and read by one thread in turns and by two threads at once.
 */
class RingTest {
    private static final int SMALL_RING = 4096;

    /** A frame's payload: {@code bytes} bytes of elements of {@code size} bytes, a pattern of its index. */
    record Frame(int index, int size, byte[] bytes) {
        static Frame random(int index, Random rnd) {
            int size = 1 << rnd.nextInt(4);
            int elements = rnd.nextInt(5) == 0 ? 0 : rnd.nextInt(3 * SMALL_RING / size + 1);
            byte[] b = new byte[elements * size];
            for (int i = 0; i < b.length; i++) b[i] = (byte) (index * 31 + i);
            return new Frame(index, size, b);
        }

        PayloadSource source() {
            int[] pos = {0};
            return dst -> {
                int n = Math.min(bytes.length - pos[0], dst.remaining() / size * size);
                dst.put(bytes, pos[0], n);
                pos[0] += n;
            };
        }
    }

    /** Records what arrives, consuming whole elements only, as the engine's sinks do. */
    static final class Received implements FrameHandler {
        final List<byte[]> payloads = new ArrayList<>();
        final List<Integer> tags = new ArrayList<>();
        int completed;

        @Override
        public PayloadSink onFrame(int source, FrameHeader h) {
            tags.add(h.tag);
            int size = h.count == 0 ? 1 : (int) (h.length / h.count);
            byte[] into = new byte[(int) h.length];
            payloads.add(into);
            if (h.wireLength() == 0) {
                completed++;
                return null;
            }
            int[] at = {0};
            return new PayloadSink() {
                @Override
                public void accept(ByteBuffer src) {
                    int n = src.remaining() / size * size;
                    src.get(into, at[0], n);
                    at[0] += n;
                }

                @Override
                public void complete() {
                    assertEquals(into.length, at[0], "bytes delivered before complete()");
                    completed++;
                }
            };
        }

        @Override
        public void onPeerLost(int rank, String reason) {
            throw new AssertionError(reason);
        }
    }

    private static FrameHeader header(Frame f) {
        FrameHeader h = new FrameHeader();
        int count = f.bytes().length / f.size();
        h.set(FrameKind.EAGER, 0, 7, 0, f.index(), f.bytes().length, count, -1, -1);
        h.stamp = 0x1234_5678_9abcL * f.index();
        return h;
    }

    private static List<Frame> frames(int n, long seed) {
        Random rnd = new Random(seed);
        List<Frame> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(Frame.random(i, rnd));
        return out;
    }

    private static void check(List<Frame> sent, Received got) {
        assertEquals(sent.size(), got.tags.size());
        for (Frame f : sent) {
            assertEquals(f.index(), got.tags.get(f.index()));
            assertArrayEquals(f.bytes(), got.payloads.get(f.index()), "frame " + f.index());
        }
    }

    @Test
    void framesLargerThanTheRingStreamThroughItInTurns(@TempDir Path dir) throws Exception {
        Ring in = Ring.create(dir.resolve("ring"), SMALL_RING);
        RingWriter w = new RingWriter(Ring.open(dir.resolve("ring")), () -> { });
        RingReader r = new RingReader(1, in, () -> { });
        List<Frame> sent = frames(400, 1);
        Received got = new Received();
        AtomicInteger done = new AtomicInteger();
        for (Frame f : sent) w.enqueue(header(f), f.bytes().length == 0 ? null : f.source(), done::incrementAndGet);
        int rounds = 0;
        while (w.hasPendingOutput() || r.hasInput()) {
            w.flush();
            r.poll(got);
            assertTrue(++rounds < 1_000_000, "no progress");
        }
        check(sent, got);
        assertEquals(sent.size(), done.get(), "every frame's listener told");
    }

    @Test
    @Timeout(60)
    void aWriterAndAReaderOnTwoThreadsAgreeOnEveryByte(@TempDir Path dir) throws Exception {
        Ring in = Ring.create(dir.resolve("ring"), SMALL_RING);
        RingWriter w = new RingWriter(Ring.open(dir.resolve("ring")), () -> { });
        RingReader r = new RingReader(1, in, () -> { });
        List<Frame> sent = frames(3000, 2);
        Thread producer = new Thread(() -> {
            for (Frame f : sent) {
                w.enqueue(header(f), f.bytes().length == 0 ? null : f.source(), null);
                while (w.hasPendingOutput()) if (!w.flush()) Thread.onSpinWait();
            }
        });
        producer.start();
        Received got = new Received();
        while (got.completed < sent.size()) if (!r.poll(got)) Thread.onSpinWait();
        producer.join();
        check(sent, got);
    }

    @Test
    void aSleepingSideIsWokenOnceWhenTheOtherMoves(@TempDir Path dir) throws Exception {
        Ring in = Ring.create(dir.resolve("ring"), SMALL_RING);
        AtomicInteger consumerWakes = new AtomicInteger();
        AtomicInteger producerWakes = new AtomicInteger();
        RingWriter w = new RingWriter(Ring.open(dir.resolve("ring")), consumerWakes::incrementAndGet);
        RingReader r = new RingReader(1, in, producerWakes::incrementAndGet);
        Frame f = new Frame(0, 1, new byte[10]);
        w.enqueue(header(f), f.source(), null);
        w.flush();
        assertEquals(0, consumerWakes.get(), "the reader was awake");
        in.consumerAsleep(true);
        w.enqueue(header(f), f.source(), null);
        w.flush();
        w.enqueue(header(f), f.source(), null);
        w.flush();
        assertEquals(1, consumerWakes.get(), "one bell per sleep");

        Frame big = new Frame(1, 8, new byte[3 * SMALL_RING]);
        w.enqueue(header(big), big.source(), null);
        w.flush();
        assertTrue(w.spaceFreedSinceStall() == false && w.hasPendingOutput(), "the ring is full");
        w.ring().producerAsleep(true);
        r.poll(new Received());
        assertEquals(1, producerWakes.get(), "the stalled writer is woken when space frees up");
        assertTrue(w.spaceFreedSinceStall());
    }

    @Test
    void aRingIsAPowerOfTwoOfAtLeastAPage(@TempDir Path dir) {
        assertThrows(IllegalArgumentException.class, () -> Ring.create(dir.resolve("a"), 5000));
        assertThrows(IllegalArgumentException.class, () -> Ring.create(dir.resolve("b"), 2048));
    }
}
