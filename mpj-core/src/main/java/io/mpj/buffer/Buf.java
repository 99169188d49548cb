package io.mpj.buffer;

import io.mpj.buffer.BaseType;

import java.lang.reflect.Array;

/**
 * A region of a Java array in elements of one base type: what every collective algorithm works on,
 * whatever the element type, so each algorithm is written once.
 */
public record Buf(Object array, int offset, int count, BaseType type) {
    /** No data: what barriers exchange. */
    public static final Buf EMPTY = new Buf(new byte[0], 0, 0, BaseType.BYTE);

    /** A fresh array of {@code count} elements of {@code type}. */
    public static Buf allocate(BaseType type, int count) {
        return new Buf(Array.newInstance(componentOf(type), count), 0, count, type);
    }

    private static Class<?> componentOf(BaseType t) {
        switch (t) {
            case BYTE: return byte.class;
            case CHAR: return char.class;
            case SHORT: return short.class;
            case BOOLEAN: return boolean.class;
            case INT: return int.class;
            case LONG: return long.class;
            case FLOAT: return float.class;
            case DOUBLE: return double.class;
            default: return Object.class;
        }
    }

    /** The region's size in bytes, the size collectives select their algorithm by. */
    public long bytes() {
        return (long) count * type.size;
    }

    /** The {@code n} elements starting {@code from} elements into this region (this region, if all of it). */
    public Buf slice(int from, int n) {
        return from == 0 && n == count ? this : new Buf(array, offset + from, n, type);
    }

    /** A region of the same array with another element count (this region, if the same). */
    public Buf withCount(int n) {
        return n == count ? this : new Buf(array, offset, n, type);
    }

    /**
     * Copies this region into the start of {@code dst}. Objects are copied by value, as a message
     * would carry them, so a user function that modifies its arguments never reaches the caller's
     * objects or another copy.
     */
    public void copyTo(Buf dst) {
        if (count == 0) return;
        if (type == BaseType.OBJECT) ObjectCodec.copy((Object[]) array, offset, (Object[]) dst.array, dst.offset, count);
        else System.arraycopy(array, offset, dst.array, dst.offset, count);
    }

    /** True if the two regions share an element. */
    public boolean overlaps(Buf o) {
        return array == o.array && offset < o.offset + o.count && o.offset < offset + count;
    }

    /** True if both regions are the same elements of the same array (MPI's in-place pattern). */
    public boolean sameAs(Buf o) {
        return array == o.array && offset == o.offset;
    }
}
