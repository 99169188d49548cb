package io.mpj.transport.support;

import io.mpj.buffer.WireOrder;
import io.mpj.transport.support.TestFrames.Frame;
import io.mpj.transport.support.TestFrames.Received;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Frames written into windows of any size and read back from pieces of any size, as sockets and rings
 * cut them: every header, payload and control frame arrives whole and in order, payloads of every
 * element size, headers and elements split across pieces.
 */
class FrameStreamTest {
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void framesSurviveAnyCuttingOfTheStream(long seed) {
        Random rnd = new Random(seed);
        List<Frame> sent = Frame.random(500, seed, 24_000, true);
        FrameWriter writer = new FrameWriter();
        int[] listened = {0};
        for (Frame f : sent) writer.enqueue(f.header(), f.source(), () -> listened[0]++);

        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        ByteBuffer window = WireOrder.allocate(70_000);
        while (writer.hasPending()) {
            window.clear().limit(rnd.nextInt(4) == 0 ? 70_000 : 1 + rnd.nextInt(100));
            int n = writer.write(window);
            assertEquals(window.position(), n);
            stream.write(window.array(), 0, n);
        }
        assertEquals(sent.size(), listened[0], "every listener told");
        byte[] bytes = stream.toByteArray();
        assertEquals(0, bytes.length % FrameStream.ALIGN, "frames end on a multiple of 8");

        Received got = new Received();
        FrameReader reader = new FrameReader(1, got, (peer, h) -> got.control.add(h.tag));
        ByteBuffer in = WireOrder.allocate(70_000); // a socket's read buffer: what the reader leaves stays at its front
        int at = 0;
        while (at < bytes.length) {
            int n = Math.min(bytes.length - at, Math.min(in.remaining(), rnd.nextInt(4) == 0 ? 65_536 : 1 + rnd.nextInt(60)));
            in.put(bytes, at, n);
            at += n;
            in.flip();
            reader.read(in);
            in.compact();
        }
        assertEquals(0, in.position(), "nothing left unread");
        assertTrue(reader.atFrameBoundary());
        got.check(sent);
    }
}
