package io.mpj.transport.support;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.support.TestFrames.Frame;
import io.mpj.transport.support.TestFrames.Received;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
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
    /**
     * The payload follows the header slot, so a frame with up to 8 payload bytes is one cache line;
     * every frame ends on a line; the mark is zero unless a device sets it, whatever the space held
     * (a ring's last lap).
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 8, 9, 64, 65, 1000})
    void aFrameIsWholeCacheLinesAndUpTo8PayloadBytesAreOne(int bytes) {
        byte[] payload = new byte[bytes];
        for (int i = 0; i < bytes; i++) payload[i] = (byte) (i + 1);
        Frame f = new Frame(FrameKind.EAGER, 7, 1, payload);
        FrameWriter writer = new FrameWriter();
        writer.enqueue(f.header(), f.source(), null);
        ByteBuffer out = WireOrder.allocate(4096);
        Arrays.fill(out.array(), (byte) -1);
        int n = writer.write(out);
        assertEquals((FrameStream.HEADER_SLOT + bytes + 63) / 64 * 64, n);
        if (bytes <= 8) assertEquals(FrameStream.ALIGN, n, "one cache line");
        for (int i = 0; i < bytes; i++) assertEquals(payload[i], out.get(FrameStream.HEADER_SLOT + i), "payload byte " + i);
        assertEquals(0, out.getLong(FrameStream.MARK));
    }

    /** A header slot split across two spaces also leaves the mark zero over stale bytes. */
    @ParameterizedTest
    @ValueSource(ints = {1, 20, 44, 47, 48, 55})
    void aSplitHeaderSlotLeavesTheMarkZero(int first) {
        Frame f = new Frame(FrameKind.EAGER, 7, 1, new byte[] {42});
        FrameWriter writer = new FrameWriter();
        writer.enqueue(f.header(), f.source(), null);
        ByteBuffer out = WireOrder.allocate(FrameStream.ALIGN);
        Arrays.fill(out.array(), (byte) -1);
        out.limit(first);
        int n = writer.write(out);
        out.limit(FrameStream.ALIGN);
        n += writer.write(out);
        assertEquals(FrameStream.ALIGN, n);
        assertEquals(0, out.getLong(FrameStream.MARK));
        assertEquals(42, out.get(FrameStream.HEADER_SLOT));
    }

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
        assertEquals(0, bytes.length % FrameStream.ALIGN, "frames end on a multiple of " + FrameStream.ALIGN);

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

    /**
     * As a device with heap I/O cuts the stream: payloads from a minimum size go from the source's array
     * to the sink's in pieces of any size (what has arrived in the read buffer first), the rest through
     * the buffers, and every frame arrives whole and in order.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void payloadsLeftToTheDeviceSurviveAnyCuttingOfTheStream(long seed) {
        Random rnd = new Random(seed);
        List<Frame> sent = Frame.random(500, seed, 24_000, true);
        FrameWriter writer = new FrameWriter();
        writer.heapMinimum(1000);
        for (Frame f : sent) writer.enqueue(f.header(), f.source(), null);

        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        ByteBuffer window = WireOrder.allocate(70_000);
        int heapWrites = 0;
        while (writer.hasPending()) {
            PayloadSource direct = writer.heapPayload();
            if (direct != null) {
                int n = (int) Math.min(writer.payloadLeft(), 1 + rnd.nextInt(3000));
                stream.write((byte[]) direct.heapArray(), (int) direct.heapOffset(), n);
                writer.heapWritten(n);
                heapWrites++;
                continue;
            }
            window.clear().limit(rnd.nextInt(4) == 0 ? 70_000 : 1 + rnd.nextInt(100));
            int n = writer.write(window);
            stream.write(window.array(), 0, n);
        }
        assertTrue(heapWrites > 0, "some payloads written from their arrays");
        byte[] bytes = stream.toByteArray();

        Received got = new Received();
        FrameReader reader = new FrameReader(1, got, (peer, h) -> got.control.add(h.tag));
        reader.heapMinimum(1000);
        ByteBuffer in = WireOrder.allocate(70_000);
        int at = 0;
        int heapReads = 0;
        while (at < bytes.length) {
            PayloadSink sink = reader.heapSink();
            if (sink != null) { // straight from the stream into the array, as a socket read would
                int n = (int) Math.min(reader.payloadLeft(), 1 + rnd.nextInt(3000));
                System.arraycopy(bytes, at, (byte[]) sink.heapArray(), (int) sink.heapOffset(), n);
                at += n;
                reader.heapRead(n);
                heapReads++;
                continue;
            }
            int n = Math.min(bytes.length - at, Math.min(in.remaining(), rnd.nextInt(4) == 0 ? 65_536 : 1 + rnd.nextInt(60)));
            in.put(bytes, at, n);
            at += n;
            in.flip();
            reader.read(in);
            while ((sink = reader.heapSink()) != null && in.hasRemaining()) { // what arrived of it already
                int k = (int) Math.min(in.remaining(), reader.payloadLeft());
                in.get((byte[]) sink.heapArray(), (int) sink.heapOffset(), k);
                reader.heapRead(k);
                reader.read(in);
            }
            in.compact();
        }
        assertEquals(0, in.position(), "nothing left unread");
        assertTrue(heapReads > 0, "some payloads read into their arrays");
        assertTrue(reader.atFrameBoundary());
        got.check(sent);
    }
}
