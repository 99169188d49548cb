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
            // primitive arrays have their own form, in the wire's order; a stream is big-endian
            (wire[0] == ObjectCodec.FORM_ARRAYS ? WireOrder.wrap(wire) : ByteBuffer.wrap(wire)).putInt(lengthAt, Integer.MAX_VALUE);
            MpjError e = refused(codec, wire);
            assertTrue(e.getMessage().contains("an array of 2147483647"), e.getMessage());
        }
    }

    /** Where an array's length is: after the form and type bytes of primitive arrays, else the last 4 bytes before its one element. */
    private static int lengthField(byte[] wire) {
        if (wire[0] == ObjectCodec.FORM_ARRAYS) return 2;
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

    /** Rows and columns of primitives travel as raw arrays; anything else, or an array sent twice, as a stream. */
    @Test
    void primitiveArraysTakeTheirOwnFormAndComeBackEqual() {
        Object[] in = {new double[] {1.5, -2}, new int[] {3}, null, new long[0], new boolean[] {true, false}, new char[] {'x'},
            new byte[] {9}, new short[] {-4}, new float[] {0.25f}};
        byte[] wire = codec.serialize("test", in, 0, in.length);
        assertEquals(ObjectCodec.FORM_ARRAYS, wire[0]);
        assertEquals(1 + 9 + 8 * 4 + 16 + 4 + 2 + 2 + 1 + 2 + 4, wire.length, "form, a type byte each, lengths, elements");
        Object[] out = new Object[in.length + 1];
        codec.deserialize(wire, out, 1, in.length);
        for (int i = 0; i < in.length; i++) {
            if (in[i] == null) assertEquals(null, out[i + 1]);
            else assertTrue(java.util.Objects.deepEquals(in[i], out[i + 1]), i + ": " + out[i + 1]);
        }
        double[] shared = {7};
        byte[] stream = codec.serialize("test", new Object[] {shared, shared}, 0, 2);
        assertEquals(ObjectCodec.FORM_STREAM, stream[0]);
        Object[] both = new Object[2];
        codec.deserialize(stream, both, 0, 2);
        assertTrue(both[0] == both[1], "one array sent twice is one array received, as Java serialisation keeps it");
    }

    @Test
    void aPrimitiveArrayMessageThatLiesIsRefused() {
        byte[] wire = codec.serialize("test", new Object[] {new double[] {1, 2}}, 0, 1);
        byte[] shortened = java.util.Arrays.copyOf(wire, wire.length - 1);
        assertTrue(refused(codec, shortened).getMessage().contains("an array of 2 double declared in a 21-byte message"));
        byte[] unknown = wire.clone();
        unknown[1] = (byte) BaseType.OBJECT.ordinal();
        assertTrue(refused(codec, unknown).getMessage().contains("unknown type"));
        assertTrue(refused(codec, new byte[] {ObjectCodec.FORM_ARRAYS}).getMessage().contains("ends before"));
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
