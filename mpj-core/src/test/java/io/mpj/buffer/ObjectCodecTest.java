package io.mpj.buffer;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The limits of MPI.OBJECT's deserialisation filter, on crafted streams. */
class ObjectCodecTest {
    private final ObjectCodec codec = ObjectCodec.limitsOnly(ObjectCodec.DEFAULT_MAX_DEPTH);

    private static MpjError refused(ObjectCodec c, byte[] wire) {
        MpjError e = assertThrows(MpjError.class, () -> c.deserialize(wire, new Object[1], 0, 1));
        assertEquals(ErrorClass.TYPE, e.errorClass());
        return e;
    }

    /** A stream declaring an int[0x7fffffff] in a few bytes: refused before the 8 GiB allocation, not an OutOfMemoryError. */
    @Test
    void anArrayLongerThanTheMessageIsRefusedBeforeItIsAllocated() {
        for (Object array : new Object[] {new int[] {7}, new long[] {7}, new byte[] {7}, new String[] {"x"}}) {
            byte[] wire = codec.serialize("test", new Object[] {array}, 0, 1);
            int lengthAt = lengthField(wire);
            ByteBuffer.wrap(wire).putInt(lengthAt, Integer.MAX_VALUE);
            MpjError e = refused(codec, wire);
            assertTrue(e.getMessage().contains("an array of 2147483647"), e.getMessage());
        }
    }

    /** Where an array's length is: the last 4 bytes before its one element. */
    private static int lengthField(byte[] wire) {
        for (int at = wire.length - 5; at > 4; at--) if (ByteBuffer.wrap(wire).getInt(at) == 1) return at;
        throw new AssertionError("no length field");
    }

    @Test
    void nestingDeeperThanTheLimitIsRefusedAndTheLimitIsASetting() {
        List<Object> deep = new ArrayList<>();
        List<Object> at = deep;
        for (int i = 0; i < 30; i++) {
            List<Object> next = new ArrayList<>();
            at.add(next);
            at = next;
        }
        byte[] wire = codec.serialize("test", new Object[] {deep}, 0, 1);
        assertTrue(refused(codec, wire).getMessage().contains("mpj.object.maxdepth=20"));
        Object[] got = new Object[1];
        ObjectCodec.limitsOnly(64).deserialize(wire, got, 0, 1);
        assertEquals(deep, got[0]);
    }

    @Test
    void ordinaryObjectsPassTheLimits() {
        LinkedList<Integer> longList = new LinkedList<>();
        for (int i = 0; i < 100_000; i++) longList.add(i); // serialised flat, not nested
        Object[] in = {new double[1000], new double[][] {{1, 2}, {3}}, longList, "text", null, new Object[0]};
        byte[] wire = codec.serialize("test", in, 0, in.length);
        Object[] out = new Object[in.length];
        codec.deserialize(wire, out, 0, in.length);
        assertArrayEquals((double[]) in[0], (double[]) out[0]);
        assertEquals(longList, out[2]);
        assertEquals("text", out[3]);
    }
}
