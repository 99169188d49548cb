package io.mpj.buffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** The byte order of every frame and payload: little-endian, native on the hosts we run on. */
public final class WireOrder {
    public static final ByteOrder ORDER = ByteOrder.LITTLE_ENDIAN;

    private WireOrder() {}

    public static ByteBuffer allocateDirect(int capacity) {
        return ByteBuffer.allocateDirect(capacity).order(ORDER);
    }

    public static ByteBuffer allocate(int capacity) {
        return ByteBuffer.allocate(capacity).order(ORDER);
    }

    public static ByteBuffer wrap(byte[] bytes) {
        return ByteBuffer.wrap(bytes).order(ORDER);
    }

    /** {@code bytes[offset, offset + length)}, positioned at {@code offset}. */
    public static ByteBuffer wrap(byte[] bytes, int offset, int length) {
        return ByteBuffer.wrap(bytes, offset, length).order(ORDER);
    }
}
