package io.mpj.transport.mem;

import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InboxTest {
    /** An int[] payload as the engine offers it: its array (from element 1), or only packed bytes. */
    private static final class Source implements PayloadSource {
        final int[] data;
        final boolean inArray;
        long moved;
        int next = 1;

        Source(int[] data, boolean inArray) {
            this.data = data;
            this.inArray = inArray;
        }

        @Override
        public void fill(ByteBuffer dst) {
            while (dst.remaining() >= 4 && next < data.length) dst.putInt(data[next++]);
        }

        @Override
        public Object heapArray() {
            return inArray ? data : null;
        }

        @Override
        public long heapOffset() {
            return 4L + moved;
        }

        @Override
        public void heapMoved(long bytes) {
            moved += bytes;
        }
    }

    /** A receive into an int[] from element 2, through its array or by unpacking. */
    private static final class Sink implements PayloadSink {
        final int[] data;
        final boolean inArray;
        long moved;
        int next = 2;
        boolean complete;

        Sink(int size, boolean inArray) {
            this.data = new int[size];
            this.inArray = inArray;
        }

        @Override
        public void accept(ByteBuffer src) {
            while (src.remaining() >= 4) data[next++] = src.getInt();
        }

        @Override
        public void complete() {
            complete = true;
        }

        @Override
        public Object heapArray() {
            return inArray ? data : null;
        }

        @Override
        public long heapOffset() {
            return 8L + moved;
        }

        @Override
        public void heapMoved(long bytes) {
            moved += bytes;
        }
    }

    private static FrameHandler to(PayloadSink sink, List<String> lost) {
        return new FrameHandler() {
            @Override
            public PayloadSink onFrame(int source, FrameHeader header) {
                return sink;
            }

            @Override
            public void onPeerLost(int rank, String reason) {
                lost.add(rank + ": " + reason);
            }
        };
    }

    @Test
    void aLentPayloadIsCopiedArrayToArrayAndTheSenderLearnsItOnItsOwnThread() {
        for (boolean sinkArray : new boolean[] {true, false}) {
            int[] sent = new int[5001];
            for (int i = 0; i < sent.length; i++) sent[i] = i * 31 + 7;
            Source source = new Source(sent, true);
            Sink sink = new Sink(5002, sinkArray);
            FrameHeader h = new FrameHeader();
            h.length = 4L * 5000;
            Inbox receiver = new Inbox(), sender = new Inbox();
            boolean[] sentCalled = {false};
            receiver.lend(1, h, source, () -> sender.postCallback(() -> sentCalled[0] = true));
            assertEquals(0, source.moved, "nothing copied before the receiver delivers");
            assertTrue(receiver.drain(to(sink, new ArrayList<>())));
            assertTrue(sink.complete);
            for (int i = 0; i < 5000; i++) assertEquals(sent[i + 1], sink.data[i + 2], "element " + i + ", sink array " + sinkArray);
            assertFalse(sentCalled[0], "the sender's callback waits for the sender's own thread");
            assertTrue(sender.drain(to(new Sink(0, false), new ArrayList<>())));
            assertTrue(sentCalled[0]);
            assertEquals(sinkArray ? 20_000 : 0, sink.moved, "array to array only when both sides have one");
        }
    }

    /** A sink that buffers wire bytes, as an unexpected message does, and notes the buffers it was given. */
    private static final class ByteSink implements PayloadSink {
        final byte[] data;
        final boolean inArray;
        final List<byte[]> given = new ArrayList<>();
        int filled;

        ByteSink(int size, boolean inArray) {
            this.data = new byte[size];
            this.inArray = inArray;
        }

        @Override
        public void accept(ByteBuffer src) {
            given.add(src.array());
            int n = src.remaining();
            src.get(data, filled, n);
            filled += n;
        }

        @Override
        public void complete() {}

        @Override
        public Object heapArray() {
            return inArray ? data : null;
        }

        @Override
        public long heapOffset() {
            return filled;
        }

        @Override
        public void heapMoved(long bytes) {
            filled += (int) bytes;
        }
    }

    private static FrameHandler to(PayloadSink sink) {
        return to(sink, new ArrayList<>());
    }

    @Test
    void aCopiedPayloadArrivesWholeFromAnArrayOrFromPackedBytesIntoAnArrayOrAnUnpackingReceive() {
        for (boolean sourceArray : new boolean[] {true, false}) {
            for (boolean sinkArray : new boolean[] {true, false}) {
                Inbox inbox = new Inbox();
                for (int round = 0; round < 3; round++) {
                    int[] sent = new int[2049];
                    for (int i = 0; i < sent.length; i++) sent[i] = round * 1000 + i;
                    FrameHeader h = new FrameHeader();
                    h.length = 4L * 2048;
                    Source source = new Source(sent, sourceArray);
                    inbox.post(1, h, source);
                    sent[1] = -1; // the send completed: its array is the program's again
                    Sink sink = new Sink(2050, sinkArray);
                    inbox.drain(to(sink));
                    String where = "source array " + sourceArray + ", sink array " + sinkArray + ", round " + round;
                    assertEquals(round * 1000 + 1, sink.data[2], where);
                    for (int i = 1; i < 2048; i++) assertEquals(sent[i + 1], sink.data[i + 2], where);
                    assertEquals(sourceArray ? 8192 : 0, source.moved, where);
                    assertEquals(sourceArray && sinkArray ? 8192 : 0, sink.moved, where);
                }
            }
        }
    }

    @Test
    void aPayloadFromAnArrayIsPackedStraightIntoAReceiveThatBuffersBytesInWireOrder() {
        int[] sent = {99, 0x01020304, -2};
        FrameHeader h = new FrameHeader();
        h.length = 8;
        for (boolean lent : new boolean[] {false, true}) {
            Inbox inbox = new Inbox();
            if (lent) inbox.lend(1, h, new Source(sent, true), () -> {});
            else inbox.post(1, h, new Source(sent, true));
            ByteSink sink = new ByteSink(8, true);
            inbox.drain(to(sink));
            assertArrayEquals(new byte[] {4, 3, 2, 1, -2, -1, -1, -1}, sink.data, "lent " + lent);
            assertEquals(List.of(), sink.given, "no buffer between them");
        }
    }

    @Test
    void packedPayloadsReuseTheirArraysAndWordOfALostPeerComesInOrder() {
        Inbox inbox = new Inbox();
        List<String> lost = new ArrayList<>();
        ByteSink first = null;
        for (int round = 0; round < 3; round++) {
            int[] sent = new int[2049];
            FrameHeader h = new FrameHeader();
            h.length = 4L * 2048;
            inbox.post(1, h, new Source(sent, false));
            ByteSink sink = new ByteSink(8192, false);
            inbox.drain(to(sink, lost));
            assertEquals(1, sink.given.size());
            if (first == null) first = sink;
            else assertSame(first.given.get(0), sink.given.get(0), "round " + round + " reuses the first array");
        }
        FrameHeader h = new FrameHeader();
        inbox.post(1, h, null);
        inbox.postLost(1, "its main returned");
        Sink last = new Sink(0, false);
        inbox.drain(to(last, lost));
        assertTrue(last.complete, "the frame before the word");
        assertEquals(List.of("1: its main returned"), lost);
    }
}
