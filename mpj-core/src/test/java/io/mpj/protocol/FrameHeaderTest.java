package io.mpj.protocol;

import io.mpj.buffer.WireOrder;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FrameHeaderTest {
    private static FrameHeader sample() {
        FrameHeader h = new FrameHeader().set(FrameKind.EAGER, 7, -3, 123456, Integer.MIN_VALUE, (1L << 34) + 5, Integer.MAX_VALUE, -1, 42);
        h.stamp = 0x8123456789ABCDEFL;
        return h;
    }

    @Test
    void aHeaderReadsBackAsWritten() {
        byte[] wire = new byte[FrameHeader.BYTES];
        sample().encode(wire, true);
        FrameHeader h = new FrameHeader().decode(wire);
        assertEquals(FrameKind.EAGER, h.kind);
        assertEquals(7, h.baseType);
        assertEquals(-3, h.context);
        assertEquals(123456, h.source);
        assertEquals(Integer.MIN_VALUE, h.tag);
        assertEquals((1L << 34) + 5, h.length);
        assertEquals(Integer.MAX_VALUE, h.count);
        assertEquals(-1, h.sendId);
        assertEquals(42, h.recvId);
        assertEquals(0x8123456789ABCDEFL, h.stamp);
        assertTrue(h.payloadFollows);
        assertEquals((1L << 34) + 5, h.wireLength());

        sample().encode(wire, false);
        assertFalse(h.decode(wire).payloadFollows);
        assertEquals(0, h.wireLength());
    }

    @Test
    void theLayoutIsTheDocumentedLittleEndianOne() {
        byte[] wire = new byte[FrameHeader.BYTES];
        sample().encode(wire, true);
        ByteBuffer b = WireOrder.wrap(wire);
        assertEquals(FrameKind.EAGER, b.get(0));
        assertEquals(7, b.get(1));
        assertEquals(1, b.getShort(2));
        assertEquals(-3, b.getInt(4));
        assertEquals(123456, b.getInt(8));
        assertEquals(Integer.MIN_VALUE, b.getInt(12));
        assertEquals((1L << 34) + 5, b.getLong(16));
        assertEquals(Integer.MAX_VALUE, b.getInt(24));
        assertEquals(-1, b.getInt(28));
        assertEquals(42, b.getInt(32));
        assertEquals(0x8123456789ABCDEFL, b.getLong(36));
    }

    @Test
    void theWireLengthIsReadInPlaceFromTheFlags() {
        ByteBuffer direct = WireOrder.allocateDirect(64);
        byte[] wire = new byte[FrameHeader.BYTES];
        sample().encode(wire, true);
        direct.put(8, wire);
        assertEquals((1L << 34) + 5, FrameHeader.wireLengthAt(direct.asLongBuffer(), 1));
        sample().encode(wire, false);
        direct.put(8, wire);
        assertEquals(0, FrameHeader.wireLengthAt(direct.asLongBuffer(), 1));
    }
}
