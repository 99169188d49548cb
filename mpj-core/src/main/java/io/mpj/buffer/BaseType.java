package io.mpj.buffer;

import java.lang.reflect.Array;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Objects;

/**
 * The primitive element types a message buffer can hold, with the one packing routine per type
 * that every send and receive path uses: the typed copies below, but for more than {@link #SMALL}
 * elements to or from a direct buffer, raw bytes ({@link RawCopy}) where this JVM can. Offsets and
 * counts are in elements; byte buffers are little-endian (see {@link WireOrder}).
 */
public enum BaseType {
    BYTE(1, byte[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            byte[] x = (byte[]) a;
            if (n > SMALL_BYTES) {
                dst.put(dst.position(), x, off, n);
                return;
            }
            for (int i = 0, p = dst.position(); i < n; i++) dst.put(p + i, x[off + i]);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            byte[] x = (byte[]) a;
            if (n > SMALL_BYTES) {
                src.get(src.position(), x, off, n);
                return;
            }
            for (int i = 0, p = src.position(); i < n; i++) x[off + i] = src.get(p + i);
        }
    },
    CHAR(2, char[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            char[] x = (char[]) a;
            if (n > SMALL) {
                dst.asCharBuffer().put(x, off, n);
                return;
            }
            for (int i = 0, p = dst.position(); i < n; i++, p += 2) dst.putChar(p, x[off + i]);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            char[] x = (char[]) a;
            if (n > SMALL) {
                src.asCharBuffer().get(x, off, n);
                return;
            }
            for (int i = 0, p = src.position(); i < n; i++, p += 2) x[off + i] = src.getChar(p);
        }
    },
    SHORT(2, short[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            short[] x = (short[]) a;
            if (n > SMALL) {
                dst.asShortBuffer().put(x, off, n);
                return;
            }
            for (int i = 0, p = dst.position(); i < n; i++, p += 2) dst.putShort(p, x[off + i]);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            short[] x = (short[]) a;
            if (n > SMALL) {
                src.asShortBuffer().get(x, off, n);
                return;
            }
            for (int i = 0, p = src.position(); i < n; i++, p += 2) x[off + i] = src.getShort(p);
        }
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
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            int[] x = (int[]) a;
            if (n > SMALL) {
                dst.asIntBuffer().put(x, off, n);
                return;
            }
            for (int i = 0, p = dst.position(); i < n; i++, p += 4) dst.putInt(p, x[off + i]);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            int[] x = (int[]) a;
            if (n > SMALL) {
                src.asIntBuffer().get(x, off, n);
                return;
            }
            for (int i = 0, p = src.position(); i < n; i++, p += 4) x[off + i] = src.getInt(p);
        }
    },
    LONG(8, long[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            long[] x = (long[]) a;
            if (n > SMALL) {
                dst.asLongBuffer().put(x, off, n);
                return;
            }
            for (int i = 0, p = dst.position(); i < n; i++, p += 8) dst.putLong(p, x[off + i]);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            long[] x = (long[]) a;
            if (n > SMALL) {
                src.asLongBuffer().get(x, off, n);
                return;
            }
            for (int i = 0, p = src.position(); i < n; i++, p += 8) x[off + i] = src.getLong(p);
        }
    },
    FLOAT(4, float[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            float[] x = (float[]) a;
            if (n > SMALL) {
                dst.asFloatBuffer().put(x, off, n);
                return;
            }
            for (int i = 0, p = dst.position(); i < n; i++, p += 4) dst.putFloat(p, x[off + i]);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            float[] x = (float[]) a;
            if (n > SMALL) {
                src.asFloatBuffer().get(x, off, n);
                return;
            }
            for (int i = 0, p = src.position(); i < n; i++, p += 4) x[off + i] = src.getFloat(p);
        }
    },
    DOUBLE(8, double[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) {
            double[] x = (double[]) a;
            if (n > SMALL) {
                dst.asDoubleBuffer().put(x, off, n);
                return;
            }
            for (int i = 0, p = dst.position(); i < n; i++, p += 8) dst.putDouble(p, x[off + i]);
        }
        @Override void get(ByteBuffer src, Object a, int off, int n) {
            double[] x = (double[]) a;
            if (n > SMALL) {
                src.asDoubleBuffer().get(x, off, n);
                return;
            }
            for (int i = 0, p = src.position(); i < n; i++, p += 8) x[off + i] = src.getDouble(p);
        }
    },
    /** Java objects, serialised element by element (see {@link ObjectCodec}); the wire carries bytes. */
    OBJECT(1, Object[].class) {
        @Override void put(Object a, int off, int n, ByteBuffer dst) { throw new UnsupportedOperationException(); }
        @Override void get(ByteBuffer src, Object a, int off, int n) { throw new UnsupportedOperationException(); }
    };

    private static final BaseType[] VALUES = values();
    /**
     * Up to this many elements are copied one by one with absolute accessors, free of allocation and
     * cheaper than a raw copy's checks and call; above it, raw where the JVM can, else through a bulk
     * copy on a view buffer, whose allocation is then negligible.
     */
    static final int SMALL = 256;
    /** Bytes, which have no view buffer: up to this many one by one (a bulk copy's fixed cost is a 1-byte message's largest). */
    static final int SMALL_BYTES = 16;

    /** Bytes per element on the wire (1 for OBJECT, whose wire form is its serialised bytes). */
    public final int size;
    private final Class<?> arrayClass;
    /**
     * More than {@link #SMALL} elements are copied to and from direct buffers as raw bytes ({@link RawCopy}),
     * in a JVM that can: the numbers wider than a byte, the types with view buffers (bytes have their own
     * bulk copy; booleans and objects are not their wire form).
     */
    private final boolean raw;
    private final long arrayBase;

    BaseType(int size, Class<?> arrayClass) {
        this.size = size;
        this.arrayClass = arrayClass;
        this.raw = size > 1 && RawCopy.AVAILABLE;
        this.arrayBase = raw ? RawCopy.UNSAFE.arrayBaseOffset(arrayClass) : 0;
    }

    /**
     * True if an array of this type holds its elements exactly as the wire carries them (numeric types,
     * the wire's order being this machine's), so a device may move its bytes without packing them.
     * Not booleans: bytes from a peer other than 0 and 1 must never land in a boolean array unconverted.
     */
    public boolean wireIdentical() {
        return this != OBJECT && this != BOOLEAN && WireOrder.ORDER == java.nio.ByteOrder.nativeOrder();
    }

    public static BaseType of(int ordinal) {
        return VALUES[ordinal];
    }

    /** The type whose arrays are of class {@code arrayClass}; OBJECT for any other class. */
    public static BaseType ofArrayClass(Class<?> arrayClass) {
        for (BaseType t : VALUES) if (t != OBJECT && t.arrayClass == arrayClass) return t;
        return OBJECT;
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
        int bytes = n * size;
        if (raw && n > SMALL && dst.isDirect()) {
            checkRange(array, off, n);
            if (dst.isReadOnly()) throw new ReadOnlyBufferException();
            if (bytes > dst.remaining()) throw new BufferOverflowException();
            RawCopy.UNSAFE.copyMemory(array, arrayBase + (long) off * size, null, RawCopy.UNSAFE.getLong(dst, RawCopy.ADDRESS) + dst.position(), bytes);
        } else {
            put(array, off, n, dst);
        }
        dst.position(dst.position() + bytes);
    }

    /** Copies {@code n} elements from {@code src} into {@code array[off..]} and advances it. */
    public final void unpack(ByteBuffer src, Object array, int off, int n) {
        int bytes = n * size;
        if (raw && n > SMALL && src.isDirect()) {
            checkRange(array, off, n);
            if (bytes > src.remaining()) throw new BufferUnderflowException();
            RawCopy.UNSAFE.copyMemory(null, RawCopy.UNSAFE.getLong(src, RawCopy.ADDRESS) + src.position(), array, arrayBase + (long) off * size, bytes);
        } else {
            get(src, array, off, n);
        }
        src.position(src.position() + bytes);
    }

    /** What the typed copies' cast and indexing would refuse: a raw copy must never leave the array. */
    private void checkRange(Object array, int off, int n) {
        if (array.getClass() != arrayClass) throw new ClassCastException(array.getClass().getName() + " is not " + arrayClass.getName());
        Objects.checkFromIndexSize(off, n, Array.getLength(array));
    }

    // View buffers keep the source buffer's position untouched; pack/unpack advance it once.
    abstract void put(Object array, int off, int n, ByteBuffer dst);

    abstract void get(ByteBuffer src, Object array, int off, int n);
}
