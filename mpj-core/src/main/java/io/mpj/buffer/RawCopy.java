package io.mpj.buffer;

import io.mpj.config.Config;
import sun.misc.Unsafe;

import java.lang.reflect.Field;
import java.nio.Buffer;
import java.nio.ByteOrder;

/**
 * What {@link BaseType} needs to copy the bytes of a Java array of primitives to and from a direct
 * buffer as they lie in memory: {@code Unsafe.copyMemory}, which the JIT compilers turn into one call of
 * the JDK's copy routine, and the buffer's address. A typed view buffer does the same copy through a new
 * view object and a chain of the JDK's buffer methods, which a program streaming large messages has the
 * compilers compile on the rank's core while its partner waits (docs/results/2026-11-29-loop-compilations).
 * Used where an array's bytes are its wire form (this machine's order is the wire's) and where the JDK
 * allows it quietly: up to JDK 23 (24 warns on the first use of Unsafe's memory access), unless
 * {@code mpj.raw.copy} ({@code MPJ_RAW_COPY}) is {@code false}. Elsewhere {@link #AVAILABLE} is false
 * and BaseType copies through view buffers. No methods: the copy is in BaseType's own (already compiled)
 * pack and unpack, so that no new method of the path waits for the compilers.
 */
final class RawCopy {
    /** Whether this JVM copies this way. */
    static final boolean AVAILABLE;
    static final Unsafe UNSAFE;
    /** The offset of {@code java.nio.Buffer.address}: a direct buffer's memory. */
    static final long ADDRESS;

    static {
        Unsafe unsafe = null;
        long address = 0;
        boolean on = Runtime.version().feature() < 24 && ByteOrder.nativeOrder() == WireOrder.ORDER
                && !"false".equalsIgnoreCase(Config.fromSystem().get("mpj.raw.copy", "true")); // a bad value: MPI.Init refuses it
        if (on) {
            try {
                Field f = Unsafe.class.getDeclaredField("theUnsafe");
                f.setAccessible(true);
                unsafe = (Unsafe) f.get(null);
                address = unsafe.objectFieldOffset(Buffer.class.getDeclaredField("address"));
            } catch (ReflectiveOperationException | RuntimeException e) {
                on = false; // a JVM without it: the view buffers
            }
        }
        AVAILABLE = on;
        UNSAFE = unsafe;
        ADDRESS = address;
    }

    private RawCopy() {}
}
