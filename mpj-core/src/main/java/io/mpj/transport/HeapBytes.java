package io.mpj.transport;

/**
 * A payload that lies in one Java array of primitives exactly as the wire carries it (native byte
 * order, no conversion), so that a device able to do I/O on the Java heap can move it with no copy of
 * its own (NIO on JDK 22+). A payload that cannot (objects, booleans, a truncated or mismatched receive)
 * says so with a null array, and the device packs or unpacks it as usual. Once a device has moved any
 * byte of a payload this way, it moves the rest the same way.
 */
public interface HeapBytes {
    /** The array holding the payload's bytes, or null when they must be packed or unpacked. */
    default Object heapArray() {
        return null;
    }

    /** Byte offset in {@link #heapArray()} of the next byte to move. */
    default long heapOffset() {
        throw new UnsupportedOperationException("no heap array");
    }

    /** The device has moved {@code bytes} more bytes to or from the array. */
    default void heapMoved(long bytes) {
        throw new UnsupportedOperationException("no heap array");
    }
}
