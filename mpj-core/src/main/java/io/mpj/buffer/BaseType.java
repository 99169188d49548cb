package io.mpj.buffer;

import java.nio.ByteBuffer;

/**
 * The primitive element types a message buffer can hold, with the one packing routine per type
 * that every send and receive path uses. Offsets and counts are in elements; byte buffers are
 * little-endian (see {@link WireOrder}).
 */
public enum BaseType {
    BYTE(1, byte[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { dst.put((byte[]) a, off, n); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { src.get((byte[]) a, off, n); }
    },
    CHAR(2, char[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { dst.asCharBuffer().put((char[]) a, off, n); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { src.asCharBuffer().get((char[]) a, off, n); }
    },
    SHORT(2, short[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { dst.asShortBuffer().put((short[]) a, off, n); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { src.asShortBuffer().get((short[]) a, off, n); }
    },
    BOOLEAN(1, boolean[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            boolean[] b = (boolean[]) a;
            for (int i = 0; i < n; i++) dst.put(dst.position() + i, b[off + i] ? (byte) 1 : (byte) 0);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            boolean[] b = (boolean[]) a;
            for (int i = 0; i < n; i++) b[off + i] = src.get(src.position() + i) != 0;
        }
    },
    INT(4, int[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { dst.asIntBuffer().put((int[]) a, off, n); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { src.asIntBuffer().get((int[]) a, off, n); }
    },
    LONG(8, long[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { dst.asLongBuffer().put((long[]) a, off, n); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { src.asLongBuffer().get((long[]) a, off, n); }
    },
    FLOAT(4, float[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { dst.asFloatBuffer().put((float[]) a, off, n); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { src.asFloatBuffer().get((float[]) a, off, n); }
    },
    DOUBLE(8, double[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { dst.asDoubleBuffer().put((double[]) a, off, n); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { src.asDoubleBuffer().get((double[]) a, off, n); }
    },
    /** Java objects, serialised element by element (see {@link ObjectCodec}); the wire carries bytes. */
    OBJECT(1, Object[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { throw new UnsupportedOperationException(); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { throw new UnsupportedOperationException(); }
    };

    private static final BaseType[] VALUES = values();

    /** Bytes per element on the wire (1 for OBJECT, whose wire form is its serialised bytes). */
    public final int size;
    private final Class<?> arrayClass;

    BaseType(int size, Class<?> arrayClass) {
        this.size = size;
        this.arrayClass = arrayClass;
    }

    public static BaseType of(int ordinal) {
        return VALUES[ordinal];
    }

    /** True if {@code buf} is an array this type can read and write. */
    public boolean accepts(Object buf) {
        return this == OBJECT ? buf instanceof Object[] : arrayClass.isInstance(buf);
    }

    public String arrayTypeName() {
        return arrayClass.getSimpleName();
    }

    /** Copies {@code n} elements from {@code array[off..]} into {@code dst} and advances it. */
    public final void pack(Object array, int off, int n, ByteBuffer dst) {
        put(array, off, n, dst);
        if (this != BYTE) dst.position(dst.position() + n * size);
    }

    /** Copies {@code n} elements from {@code src} into {@code array[off..]} and advances it. */
    public final void unpack(ByteBuffer src, Object array, int off, int n) {
        get(src, array, off, n);
        if (this != BYTE) src.position(src.position() + n * size);
    }

    // View buffers keep the source buffer's position untouched; pack/unpack advance it once.
    abstract void put(Object array, int off, int n, ByteBuffer dst);

    abstract void get(ByteBuffer src, Object array, int off, int n);
}
