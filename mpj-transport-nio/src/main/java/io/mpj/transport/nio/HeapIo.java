package io.mpj.transport.nio;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * read(2) and write(2) on a socket straight from and into a Java array of primitives: the foreign
 * function API's critical downcalls with heap segments (JDK 22+). A large payload then skips the copy
 * through a direct buffer on each side, the copy that halves NIO's bandwidth on a fast link. Bound by
 * reflection, so the library still runs on Java 17; unavailable there, and when the JVM lacks
 * {@code --enable-native-access=ALL-UNNAMED} or {@code --add-exports java.base/sun.nio.ch=ALL-UNNAMED}
 * (the socket's descriptor), which mpjrun gives every rank. Then connections copy, as before.
 */
final class HeapIo {
    private static final int EAGAIN = 11;
    private static final int EINTR = 4;
    /** What {@link #transfer} returns when the socket is not ready. */
    private static final long AGAIN = -1;
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    /** Why heap I/O is off in this JVM, or null when it is on. */
    static final String UNAVAILABLE;
    // (Object capturedState, int fd, Object segment, long bytes) -> long, errno in capturedState
    private static final MethodHandle READ;
    private static final MethodHandle WRITE;
    // (Object array) -> Object segment, one per primitive array class (by ofArray's overloads)
    private static final MethodHandle OF_ARRAY;
    private static final MethodHandle SLICE; // (Object segment, long offset, long bytes) -> Object
    private static final MethodHandle OF_BUFFER; // (ByteBuffer) -> Object, from position to limit
    private static final MethodHandle COPY; // (Object src, long, Object dst, long, long) -> void
    private static final MethodHandle ERRNO; // (Object state) -> int
    private static final MethodHandle FD; // (SocketChannel) -> int
    private static final MethodHandle NEW_STATE; // () -> Object, a call state segment (a few bytes, one per connection)

    static {
        String why = null;
        MethodHandle read = null, write = null, ofArray = null, slice = null, ofBuffer = null, copy = null, errno = null, fd = null;
        MethodHandle newState = null;
        try {
            why = missingPermission();
            if (why == null) {
                Class<?> seg = Class.forName("java.lang.foreign.MemorySegment");
                Class<?> layout = Class.forName("java.lang.foreign.MemoryLayout");
                Class<?> valueLayout = Class.forName("java.lang.foreign.ValueLayout");
                Class<?> option = Class.forName("java.lang.foreign.Linker$Option");
                Class<?> descriptor = Class.forName("java.lang.foreign.FunctionDescriptor");
                Class<?> linkerClass = Class.forName("java.lang.foreign.Linker");
                Object linker = linkerClass.getMethod("nativeLinker").invoke(null);
                Object jlong = valueLayout.getField("JAVA_LONG").get(null);
                Object jint = valueLayout.getField("JAVA_INT").get(null);
                Object address = valueLayout.getField("ADDRESS").get(null);
                Object layouts = java.lang.reflect.Array.newInstance(layout, 3);
                java.lang.reflect.Array.set(layouts, 0, jint);
                java.lang.reflect.Array.set(layouts, 1, address);
                java.lang.reflect.Array.set(layouts, 2, jlong);
                Object signature = descriptor.getMethod("of", layout, layouts.getClass()).invoke(null, jlong, layouts);
                Object options = java.lang.reflect.Array.newInstance(option, 2);
                java.lang.reflect.Array.set(options, 0, option.getMethod("critical", boolean.class).invoke(null, true));
                java.lang.reflect.Array.set(options, 1, option.getMethod("captureCallState", String[].class)
                        .invoke(null, (Object) new String[] {"errno"}));
                Method downcall = linkerClass.getMethod("downcallHandle", seg, descriptor, options.getClass());
                Object symbols = linkerClass.getMethod("defaultLookup").invoke(linker);
                Method find = Class.forName("java.lang.foreign.SymbolLookup").getMethod("find", String.class);
                MethodType erased = MethodType.methodType(long.class, Object.class, int.class, Object.class, long.class);
                read = ((MethodHandle) downcall.invoke(linker, symbol(find, symbols, "read"), signature, options)).asType(erased);
                write = ((MethodHandle) downcall.invoke(linker, symbol(find, symbols, "write"), signature, options)).asType(erased);
                ofArray = ofArrayDispatch(seg);
                slice = LOOKUP.findVirtual(seg, "asSlice", MethodType.methodType(seg, long.class, long.class))
                        .asType(MethodType.methodType(Object.class, Object.class, long.class, long.class));
                ofBuffer = LOOKUP.findStatic(seg, "ofBuffer", MethodType.methodType(seg, java.nio.Buffer.class))
                        .asType(MethodType.methodType(Object.class, ByteBuffer.class));
                copy = LOOKUP.findStatic(seg, "copy", MethodType.methodType(void.class, seg, long.class, seg, long.class, long.class))
                        .asType(MethodType.methodType(void.class, Object.class, long.class, Object.class, long.class, long.class));
                Object stateLayout = option.getMethod("captureStateLayout").invoke(null);
                Class<?> arena = Class.forName("java.lang.foreign.Arena");
                newState = MethodHandles.insertArguments(LOOKUP.findVirtual(arena, "allocate", MethodType.methodType(seg, layout)),
                        0, arena.getMethod("ofAuto").invoke(null), stateLayout).asType(MethodType.methodType(Object.class));
                Class<?> ofInt = Class.forName("java.lang.foreign.ValueLayout$OfInt");
                long errnoAt = errnoOffset(layout, stateLayout);
                errno = MethodHandles.insertArguments(LOOKUP.findVirtual(seg, "get", MethodType.methodType(int.class, ofInt, long.class)),
                        1, jint, errnoAt).asType(MethodType.methodType(int.class, Object.class));
                fd = LOOKUP.findVirtual(Class.forName("sun.nio.ch.SelChImpl"), "getFDVal", MethodType.methodType(int.class))
                        .asType(MethodType.methodType(int.class, SocketChannel.class));
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            why = "the foreign function API would not bind read and write: " + e;
        }
        UNAVAILABLE = why;
        READ = read;
        WRITE = write;
        OF_ARRAY = ofArray;
        SLICE = slice;
        OF_BUFFER = ofBuffer;
        COPY = copy;
        ERRNO = errno;
        FD = fd;
        NEW_STATE = newState;
    }

    /** Null if this JVM lets the library make heap downcalls on sockets' descriptors, else why not. */
    private static String missingPermission() throws ReflectiveOperationException {
        if (Runtime.version().feature() < 22) {
            return "Java " + Runtime.version().feature() + " (heap I/O needs 22 or later)";
        }
        Module me = HeapIo.class.getModule();
        if (!(boolean) Module.class.getMethod("isNativeAccessEnabled").invoke(me)) {
            return "no native access (java --enable-native-access=ALL-UNNAMED)";
        }
        if (!Object.class.getModule().isExported("sun.nio.ch", me)) {
            return "no socket descriptors (java --add-exports java.base/sun.nio.ch=ALL-UNNAMED)";
        }
        return null;
    }

    private static Object symbol(Method find, Object symbols, String name) throws ReflectiveOperationException {
        return ((java.util.Optional<?>) find.invoke(symbols, name)).orElseThrow(() -> new IllegalStateException("no symbol " + name));
    }

    /** MemorySegment.ofArray for whichever primitive array it is given. */
    private static MethodHandle ofArrayDispatch(Class<?> seg) throws ReflectiveOperationException {
        Class<?>[] arrays = {byte[].class, char[].class, short[].class, int[].class, long[].class, float[].class, double[].class};
        MethodType erased = MethodType.methodType(Object.class, Object.class);
        MethodHandle chain = MethodHandles.dropArguments(
                MethodHandles.throwException(Object.class, IllegalArgumentException.class)
                        .bindTo(new IllegalArgumentException("heap I/O on an array that is not of a numeric type")), 0, Object.class);
        MethodHandle isInstance = LOOKUP.findVirtual(Class.class, "isInstance", MethodType.methodType(boolean.class, Object.class));
        for (Class<?> a : arrays) {
            MethodHandle of = LOOKUP.findStatic(seg, "ofArray", MethodType.methodType(seg, a)).asType(erased);
            chain = MethodHandles.guardWithTest(isInstance.bindTo(a), of, chain);
        }
        return chain;
    }

    private static long errnoOffset(Class<?> layout, Object stateLayout) throws ReflectiveOperationException {
        Class<?> path = Class.forName("java.lang.foreign.MemoryLayout$PathElement");
        Object element = path.getMethod("groupElement", String.class).invoke(null, "errno");
        Object elements = java.lang.reflect.Array.newInstance(path, 1);
        java.lang.reflect.Array.set(elements, 0, element);
        return (long) layout.getMethod("byteOffset", elements.getClass()).invoke(stateLayout, elements);
    }

    static boolean available() {
        return UNAVAILABLE == null;
    }

    /** Where a call's errno lands; one per connection, used under the engine's lock. */
    private final Object state;
    private final int fd;

    /** Heap I/O on {@code channel}'s descriptor (only when {@link #available()}). */
    HeapIo(SocketChannel channel) throws IOException {
        try {
            this.fd = (int) FD.invokeExact(channel);
            this.state = (Object) NEW_STATE.invokeExact();
        } catch (Throwable t) {
            throw new IOException("heap I/O: " + t, t);
        }
    }

    /** Writes up to {@code bytes} from {@code array} at byte {@code offset}; 0 when the socket is full. */
    long write(Object array, long offset, long bytes) throws IOException {
        return Math.max(0, transfer(WRITE, "write", array, offset, bytes));
    }

    /** Reads up to {@code bytes} (> 0) into {@code array} at byte {@code offset}; 0 when nothing is there, -1 at the end. */
    long read(Object array, long offset, long bytes) throws IOException {
        long n = transfer(READ, "read", array, offset, bytes);
        return n == AGAIN ? 0 : n == 0 ? -1 : n;
    }

    /** The call's result, or {@link #AGAIN} when the socket is not ready (EAGAIN); an error otherwise. */
    private long transfer(MethodHandle call, String name, Object array, long offset, long bytes) throws IOException {
        try {
            Object segment = SLICE.invokeExact(OF_ARRAY.invokeExact(array), offset, bytes);
            while (true) {
                long n = (long) call.invokeExact(state, fd, segment, bytes);
                if (n >= 0) return n;
                int errno = (int) ERRNO.invokeExact(state);
                if (errno == EAGAIN) return AGAIN;
                if (errno != EINTR) throw new IOException(name + " on the socket failed: errno " + errno);
            }
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IOException(name + ": " + t, t);
        }
    }

    /** Copies {@code bytes} from {@code src} (a direct buffer, from its position, which it advances) into {@code array}. */
    static void copy(ByteBuffer src, Object array, long offset, int bytes) {
        try {
            Object from = OF_BUFFER.invokeExact(src);
            COPY.invokeExact(from, 0L, OF_ARRAY.invokeExact(array), offset, (long) bytes);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        src.position(src.position() + bytes);
    }
}
