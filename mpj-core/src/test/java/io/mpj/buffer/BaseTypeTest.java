package io.mpj.buffer;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * pack and unpack, raw to and from direct buffers past {@link BaseType#SMALL} elements ({@link RawCopy})
 * where this JVM can, give the bytes the typed copies give ({@link BaseType#put}, {@link BaseType#get}),
 * on direct and heap buffers, at any offset and position, and refuse what the typed copies refuse.
 */
class BaseTypeTest {
    private static final List<BaseType> NUMERIC = List.of(BaseType.BYTE, BaseType.CHAR, BaseType.SHORT, BaseType.INT,
            BaseType.LONG, BaseType.FLOAT, BaseType.DOUBLE);

    @Test
    void rawCopiesAreOnWhereTheJdkAllowsThemQuietly() {
        assertEquals(Runtime.version().feature() < 24 && !"false".equalsIgnoreCase(System.getProperty("mpj.raw.copy")), RawCopy.AVAILABLE,
                "Unsafe's copies up to JDK 23, view buffers from 24 (which warns on Unsafe's memory access)");
    }

    @Test
    void packWritesTheBytesTheTypedCopyWritesAndAdvancesOnlyTheBuffer() {
        for (BaseType t : NUMERIC) {
            for (int n : new int[] {0, 1, 7, BaseType.SMALL + 3, 5000}) {
                Object array = filled(t, n + 5);
                for (boolean direct : new boolean[] {true, false}) {
                    ByteBuffer packed = buffer(direct, 3 + (n + 2) * t.size).position(3);
                    ByteBuffer typed = buffer(direct, 3 + (n + 2) * t.size).position(3);
                    t.pack(array, 2, n, packed);
                    t.put(array, 2, n, typed);
                    assertEquals(3 + n * t.size, packed.position(), t + " " + n);
                    assertEquals(3, typed.position(), "put leaves the position");
                    assertArrayEquals(bytes(typed), bytes(packed), t + " " + n + (direct ? " direct" : " heap"));
                }
            }
        }
    }

    @Test
    void unpackReadsWhatPackWroteFromAnyPositionIntoAnyOffset() {
        for (BaseType t : NUMERIC) {
            int n = 3000;
            Object array = filled(t, n);
            for (boolean direct : new boolean[] {true, false}) {
                ByteBuffer b = buffer(direct, 5 + n * t.size).position(5);
                t.pack(array, 0, n, b);
                b.position(5);
                Object back = Array.newInstance(array.getClass().getComponentType(), n + 4);
                t.unpack(b, back, 4, n);
                assertEquals(5 + n * t.size, b.position());
                Object expected = Array.newInstance(array.getClass().getComponentType(), n + 4);
                System.arraycopy(array, 0, expected, 4, n);
                assertEquals(List.of(boxed(expected)), List.of(boxed(back)), t + (direct ? " direct" : " heap"));
            }
        }
    }

    @Test
    void aLongCopyArrivesWhole() {
        int n = (1 << 18) + 13;
        double[] a = (double[]) filled(BaseType.DOUBLE, n), back = new double[n];
        ByteBuffer b = WireOrder.allocateDirect(n * 8);
        BaseType.DOUBLE.pack(a, 0, n, b);
        b.flip();
        BaseType.DOUBLE.unpack(b, back, 0, n);
        assertArrayEquals(a, back);
    }

    @Test
    void whatTheTypedCopiesRefuseIsRefused() {
        int n = BaseType.SMALL + 1; // past the element by element copies
        for (boolean direct : new boolean[] {true, false}) {
            ByteBuffer small = buffer(direct, n * 8 - 1);
            assertThrows(BufferOverflowException.class, () -> BaseType.DOUBLE.pack(new double[n], 0, n, small));
            assertThrows(BufferUnderflowException.class, () -> BaseType.DOUBLE.unpack(small, new double[n], 0, n));
            assertThrows(ReadOnlyBufferException.class, () -> BaseType.INT.pack(new int[n], 0, n, buffer(direct, n * 4).asReadOnlyBuffer()));
            assertThrows(IndexOutOfBoundsException.class, () -> BaseType.LONG.pack(new long[n], 1, n, buffer(direct, n * 8)));
            assertThrows(IndexOutOfBoundsException.class, () -> BaseType.LONG.unpack(buffer(direct, n * 8), new long[n], -1, n));
            assertThrows(ClassCastException.class, () -> BaseType.DOUBLE.pack(new int[2 * n], 0, n, buffer(direct, n * 8)));
            assertEquals(0, small.position(), "nothing moved");
        }
        // a read-only heap buffer
        ByteBuffer readOnly = WireOrder.allocate(n * 4).putInt(0, 42).asReadOnlyBuffer().order(WireOrder.ORDER);
        int[] all = new int[n];
        BaseType.INT.unpack(readOnly, all, 0, n);
        assertEquals(42, all[0]);
    }

    private static ByteBuffer buffer(boolean direct, int capacity) {
        return direct ? WireOrder.allocateDirect(capacity) : WireOrder.allocate(capacity);
    }

    private static byte[] bytes(ByteBuffer b) {
        byte[] out = new byte[b.capacity()];
        b.duplicate().clear().get(out);
        return out;
    }

    /** An array of {@code n} distinct values, every byte of each element used. */
    private static Object filled(BaseType t, int n) {
        Object a = Array.newInstance(arrayClassOf(t).getComponentType(), n);
        for (int i = 0; i < n; i++) {
            long v = 0x0102030405060708L * (i + 1) ^ (0x1111111111111111L * i);
            switch (t) {
                case BYTE -> Array.setByte(a, i, (byte) v);
                case CHAR -> Array.setChar(a, i, (char) v);
                case SHORT -> Array.setShort(a, i, (short) v);
                case INT -> Array.setInt(a, i, (int) v);
                case LONG -> Array.setLong(a, i, v);
                case FLOAT -> Array.setFloat(a, i, Float.intBitsToFloat((int) v));
                case DOUBLE -> Array.setDouble(a, i, Double.longBitsToDouble(v >>> 2));
                default -> throw new IllegalArgumentException(t.toString());
            }
        }
        return a;
    }

    private static Class<?> arrayClassOf(BaseType t) {
        for (Class<?> c : new Class<?>[] {byte[].class, char[].class, short[].class, int[].class, long[].class, float[].class, double[].class}) {
            if (BaseType.ofArrayClass(c) == t) return c;
        }
        throw new IllegalArgumentException(t.toString());
    }

    private static Object[] boxed(Object array) {
        Object[] out = new Object[Array.getLength(array)];
        for (int i = 0; i < out.length; i++) out[i] = Array.get(array, i);
        return out;
    }
}
