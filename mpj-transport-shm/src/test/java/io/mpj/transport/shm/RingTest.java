package io.mpj.transport.shm;

import io.mpj.protocol.FrameKind;
import io.mpj.transport.support.TestFrames.Frame;
import io.mpj.transport.support.TestFrames.Received;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
        Ring in = Ring.create(dir.resolve("ring"), SMALL_RING);
        RingWriter w = new RingWriter(Ring.open(dir.resolve("ring")), () -> { });
        Received got = new Received();
        RingReader r = new RingReader(1, in, got, () -> { });
        List<Frame> sent = frames(3000, 2);
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
