package io.mpj.transport.shm;

import io.mpj.protocol.FrameKind;
import io.mpj.transport.support.FrameStream;
import io.mpj.transport.support.FrameWriter;
import io.mpj.transport.support.TestFrames.Frame;
import io.mpj.transport.support.TestFrames.Received;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The ring on its own: frames of every element size, many larger than the ring, headers and
 * payloads across its end, written and read by one thread in turns and by two threads at once.
 */
class RingTest {
    private static final int SMALL_RING = 4096;

    private static List<Frame> frames(int n, long seed) {
        return Frame.random(n, seed, 3 * SMALL_RING, false);
    }

    @Test
    void framesLargerThanTheRingStreamThroughItInTurns(@TempDir Path dir) throws Exception {
        Ring in = Ring.create(dir.resolve("ring"), SMALL_RING);
        RingWriter w = new RingWriter(Ring.open(dir.resolve("ring")), () -> { });
        Received got = new Received();
        RingReader r = new RingReader(1, in, got, () -> { });
        List<Frame> sent = frames(400, 1);
        AtomicInteger done = new AtomicInteger();
        for (Frame f : sent) w.enqueue(f.header(), f.source(), done::incrementAndGet);
        int rounds = 0;
        while (w.hasPendingOutput() || r.hasInput()) {
            w.flush();
            r.poll();
            assertTrue(++rounds < 1_000_000, "no progress");
        }
        got.check(sent);
        assertEquals(sent.size(), done.get(), "every frame's listener told");
    }

    @Test
    @Timeout(60)
    void aWriterAndAReaderOnTwoThreadsAgreeOnEveryByte(@TempDir Path dir) throws Exception {
        onTwoThreads(dir, SMALL_RING, frames(3000, 2));
    }

    /** In a ring larger than a chunk, messages of many chunks and small ones between them, on two threads. */
    @Test
    @Timeout(60)
    void messagesOfManyChunksAgreeOnEveryByte(@TempDir Path dir) throws Exception {
        onTwoThreads(dir, 16 * RingWriter.CHUNK, Frame.random(400, 3, 40 * RingWriter.CHUNK, false));
    }

    /** A writer thread sends {@code sent} through a ring of {@code capacity} bytes; this thread reads and checks them. */
    private static void onTwoThreads(Path dir, int capacity, List<Frame> sent) throws Exception {
        Ring in = Ring.create(dir.resolve("ring"), capacity);
        RingWriter w = new RingWriter(Ring.open(dir.resolve("ring")), () -> { });
        Received got = new Received();
        RingReader r = new RingReader(1, in, got, () -> { });
        Thread producer = new Thread(() -> {
            for (Frame f : sent) {
                w.enqueue(f.header(), f.source(), null);
                while (w.hasPendingOutput()) if (!w.flush()) Thread.onSpinWait();
            }
        });
        producer.start();
        while (got.completed < sent.size()) if (!r.poll()) Thread.onSpinWait();
        producer.join();
        got.check(sent);
    }

    @Test
    void aSleepingSideIsWokenOnceWhenTheOtherMoves(@TempDir Path dir) throws Exception {
        Ring in = Ring.create(dir.resolve("ring"), SMALL_RING);
        AtomicInteger consumerWakes = new AtomicInteger();
        AtomicInteger producerWakes = new AtomicInteger();
        RingWriter w = new RingWriter(Ring.open(dir.resolve("ring")), consumerWakes::incrementAndGet);
        RingReader r = new RingReader(1, in, new Received(), producerWakes::incrementAndGet);
        Frame f = new Frame(FrameKind.EAGER, 0, 1, new byte[10]);
        w.enqueue(f.header(), f.source(), null);
        w.flush();
        assertEquals(0, consumerWakes.get(), "the reader was awake");
        in.consumerAsleep(true);
        w.enqueue(f.header(), f.source(), null);
        w.flush();
        w.enqueue(f.header(), f.source(), null);
        w.flush();
        assertEquals(1, consumerWakes.get(), "one bell per sleep");

        Frame big = new Frame(FrameKind.EAGER, 1, 8, new byte[3 * SMALL_RING]);
        w.enqueue(big.header(), big.source(), null);
        w.flush();
        assertTrue(w.spaceFreedSinceStall() == false && w.hasPendingOutput(), "the ring is full");
        w.ring().producerAsleep(true);
        r.poll();
        assertEquals(1, producerWakes.get(), "the stalled writer is woken when space frees up");
        assertTrue(w.spaceFreedSinceStall());
    }

    /**
     * A frame the writer put whole into the ring and marked is read before the tail publishes it (a
     * small message's latency: one cache line instead of two); a frame only partly there is not.
     */
    @Test
    void aFrameMarkedWrittenIsReadBeforeItsTailAndAPartFrameIsNot(@TempDir Path dir) throws Exception {
        Ring in = Ring.create(dir.resolve("ring"), SMALL_RING);
        Ring out = Ring.open(dir.resolve("ring"));
        Received got = new Received();
        RingReader r = new RingReader(1, in, got, () -> { });
        FrameWriter frames = new FrameWriter();
        ByteBuffer window = out.window(0, SMALL_RING);
        frames.reportWholeFrames(out::markWritten);
        Frame small = new Frame(FrameKind.EAGER, 0, 1, new byte[] {42});
        frames.enqueue(small.header(), small.source(), null);
        int written = frames.write(window);
        assertEquals(FrameStream.ALIGN, written, "a 1-byte message is one cache line");
        assertTrue(r.poll(), "read through its mark");
        assertEquals(1, got.completed);
        assertEquals(0, in.tail(), "the tail was never published");

        Frame big = new Frame(FrameKind.EAGER, 1, 1, new byte[3 * SMALL_RING]);
        frames.enqueue(big.header(), big.source(), null);
        frames.write(out.window(written, SMALL_RING - written));
        assertFalse(r.poll(), "no mark on a frame the window could not hold");
        out.publishTail(SMALL_RING);
        assertTrue(r.poll(), "its first part through the tail");
        assertEquals(1, got.completed, "and no more than that");
    }

    /** A mark names its position: a slot never marked, or marked one lap earlier, is not a frame. */
    @Test
    void onlyTheMarkOfThisLapCounts(@TempDir Path dir) throws Exception {
        Ring ring = Ring.create(dir.resolve("ring"), SMALL_RING);
        assertEquals(0, ring.writtenFrameAt(0));
        ring.markWritten(0);
        assertEquals(FrameStream.frameBytes(0), ring.writtenFrameAt(0), "a header-only frame, marked");
        assertEquals(0, ring.writtenFrameAt(SMALL_RING), "the same slot one lap later");
        assertEquals(0, ring.writtenFrameAt(FrameStream.ALIGN), "the next slot");
    }

    @Test
    void aRingIsAPowerOfTwoOfAtLeastAPage(@TempDir Path dir) {
        assertThrows(IllegalArgumentException.class, () -> Ring.create(dir.resolve("a"), 5000));
        assertThrows(IllegalArgumentException.class, () -> Ring.create(dir.resolve("b"), 2048));
    }

    /** Another local user must not read a pair's traffic: the file is its owner's only from its creation, and nothing already there is reused. */
    @Test
    void aRingFileIsReadableAndWritableByItsOwnerOnly(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ring");
        Ring.create(file, SMALL_RING);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals(Ring.DATA + SMALL_RING, Files.size(file));
        Path planted = dir.resolve("planted");
        Files.write(planted, new byte[] {1, 2, 3});
        Files.setPosixFilePermissions(planted, PosixFilePermissions.fromString("rw-rw-rw-"));
        assertThrows(java.io.IOException.class, () -> Ring.create(planted, SMALL_RING));
        assertEquals(3, Files.size(planted), "left as it was");
    }
}
