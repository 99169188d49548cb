package io.mpj.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Asks Linux for a shorter time slice for the calling thread (sched_setattr(2) with a SCHED_OTHER
 * runtime; Linux 6.12 or later, EEVDF). A thread with a shorter slice that wakes preempts one running on
 * a longer slice instead of waiting for that slice to end. A rank's main thread shares its core with the
 * JIT compiler's threads: a message that arrived while one of them ran waited for the compiler's slice,
 * 2-8 ms per stall early in a run (docs/results/2026-11-27-compile-stalls). The thread's share of the
 * core is unchanged (same weight, same policy and nice value).
 * <p>
 * The system call goes through the foreign function API (JDK 22 or later, with native access), bound by
 * reflection so the library still runs on Java 17, where it is not made.
 */
final class SchedulerSlice {
    /** The shortest slice Linux accepts, 100 µs (it clamps to 0.1-100 ms). */
    static final long MIN_NANOS = 100_000;
    private static final int ATTR_SIZE = 56; // struct sched_attr, SCHED_ATTR_SIZE_VER1
    private static final int POLICY = 4, RUNTIME = 24; // field offsets
    private static final int SCHED_OTHER = 0, SCHED_BATCH = 3;

    private SchedulerSlice() {}

    /**
     * Sets the calling thread's slice to {@code nanos}; returns what the thread has then ("slice 100 us"),
     * or why it was not set.
     */
    static String apply(long nanos) {
        try {
            String why = unavailable();
            if (why != null) return why;
            long[] numbers = syscallNumbers();
            Class<?> arenaClass = Class.forName("java.lang.foreign.Arena");
            Object arena = arenaClass.getMethod("ofConfined").invoke(null);
            try {
                Object segment = arenaClass.getMethod("allocate", long.class, long.class).invoke(arena, (long) ATTR_SIZE, 8L);
                ByteBuffer attr = ((ByteBuffer) Class.forName("java.lang.foreign.MemorySegment").getMethod("asByteBuffer").invoke(segment)).order(ByteOrder.nativeOrder());
                MethodHandle syscall = syscall();
                // sched_getattr(0, attr, size, 0) first: the thread keeps its policy and nice value
                if ((long) syscall.invoke(numbers[1], 0L, segment, ATTR_SIZE, 0L) != 0) return "slice: sched_getattr refused";
                int policy = attr.getInt(POLICY);
                if (policy != SCHED_OTHER && policy != SCHED_BATCH) return "slice: the thread's policy is " + policy + ", left as it is";
                attr.putInt(0, ATTR_SIZE).putLong(RUNTIME, nanos);
                if ((long) syscall.invoke(numbers[0], 0L, segment, 0L, 0L) != 0) return "slice: sched_setattr refused";
                attr.putLong(RUNTIME, 0);
                syscall.invoke(numbers[1], 0L, segment, ATTR_SIZE, 0L);
                long now = attr.getLong(RUNTIME);
                return now == nanos ? "slice " + nanos / 1000 + " us" : "slice: the kernel keeps its own (" + now / 1000 + " us)";
            } finally {
                arenaClass.getMethod("close").invoke(arena);
            }
        } catch (Throwable e) {
            return "slice: " + e;
        }
    }

    /** Why the call cannot be made in this JVM, or null. */
    private static String unavailable() throws ReflectiveOperationException {
        if (Runtime.version().feature() < 22) return "slice: Java " + Runtime.version().feature() + " (needs 22 or later)";
        if (!System.getProperty("os.name").equals("Linux") || syscallNumbers() == null)
            return "slice: not on Linux x86-64 or aarch64";
        if (!(boolean) Module.class.getMethod("isNativeAccessEnabled").invoke(SchedulerSlice.class.getModule()))
            return "slice: no native access (java --enable-native-access=ALL-UNNAMED)";
        return null;
    }

    /** {sched_setattr, sched_getattr} on this architecture, or null. */
    private static long[] syscallNumbers() {
        switch (System.getProperty("os.arch")) {
            case "amd64": case "x86_64": return new long[] {314, 315};
            case "aarch64": return new long[] {274, 275};
            default: return null;
        }
    }

    /** libc's {@code long syscall(long number, ...)} with four more long-sized arguments (it reads each as a long). */
    private static MethodHandle syscall() throws ReflectiveOperationException {
        Class<?> seg = Class.forName("java.lang.foreign.MemorySegment");
        Class<?> layout = Class.forName("java.lang.foreign.MemoryLayout");
        Class<?> valueLayout = Class.forName("java.lang.foreign.ValueLayout");
        Class<?> option = Class.forName("java.lang.foreign.Linker$Option");
        Class<?> descriptor = Class.forName("java.lang.foreign.FunctionDescriptor");
        Class<?> linkerClass = Class.forName("java.lang.foreign.Linker");
        Object linker = linkerClass.getMethod("nativeLinker").invoke(null);
        Object jlong = valueLayout.getField("JAVA_LONG").get(null);
        Object address = valueLayout.getField("ADDRESS").get(null);
        Object args = java.lang.reflect.Array.newInstance(layout, 5);
        Object[] kinds = {jlong, jlong, address, jlong, jlong};
        for (int i = 0; i < kinds.length; i++) java.lang.reflect.Array.set(args, i, kinds[i]);
        Object signature = descriptor.getMethod("of", layout, args.getClass()).invoke(null, jlong, args);
        Object options = java.lang.reflect.Array.newInstance(option, 1);
        java.lang.reflect.Array.set(options, 0, option.getMethod("firstVariadicArg", int.class).invoke(null, 1));
        Object symbols = linkerClass.getMethod("defaultLookup").invoke(linker);
        Method find = Class.forName("java.lang.foreign.SymbolLookup").getMethod("find", String.class);
        Object symbol = ((java.util.Optional<?>) find.invoke(symbols, "syscall")).orElseThrow();
        return (MethodHandle) linkerClass.getMethod("downcallHandle", seg, descriptor, options.getClass())
                .invoke(linker, symbol, signature, options);
    }
}
