package io.mpj.transport.shm;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.support.FrameStream;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.nio.MappedByteBuffer;
import java.nio.file.Path;

/**
 * A single-producer, single-consumer byte ring in a memory-mapped file, shared by two processes.
 * Positions only grow (the offset is {@code position & mask}); the producer owns the tail, the
 * consumer the head, each published with release semantics and read with acquire, so the bytes
 * before a published position are visible to the other side. Each side can mark itself asleep,
 * and the other side, after moving its own position, takes that mark and rings the sleeper's bell.
 * A frame the producer wrote whole in one go it also marks as written in its header slot
 * ({@link FrameStream#MARK}: a word no other position's mark equals), after its bytes and before the
 * tail: a reader waiting at that frame sees it in the cache line it reads anyway, one line transfer
 * sooner than through the tail.
 *
 * <pre>
 * 0 tail  64 head  128 consumer asleep  192 producer asleep  256 data[capacity]
 * </pre>
 * (each counter on its own cache line, so the two sides never write the same line).
 */
final class Ring {
    static final int DATA = 256;
    private static final int TAIL = 0;
    private static final int HEAD = 64;
    private static final int CONSUMER_ASLEEP = 128;
    private static final int PRODUCER_ASLEEP = 192;
    private static final VarHandle LONGS = MethodHandles.byteBufferViewVarHandle(long[].class, WireOrder.ORDER);

    private final MappedByteBuffer map;
    private final ByteBuffer window;
    /**
     * The whole file as words in the wire's order, index = byte offset / 8: the positions, marks and
     * frame lengths, read in place (the window's limits move).
     */
    private final LongBuffer words;
    private final int capacity;
    private final long mask;

    private Ring(MappedByteBuffer map, int capacity) {
        this.map = map;
        this.window = map.duplicate().order(WireOrder.ORDER);
        this.words = map.duplicate().order(WireOrder.ORDER).asLongBuffer();
        this.capacity = capacity;
        this.mask = capacity - 1;
    }

    /**
     * Creates the ring file of {@code capacity} data bytes, a power of two, readable and writable by
     * its owner only (other local users must not read a pair's traffic), and maps it. Anything already
     * at that name (ring names are new for every job) is an IOException, never opened. The file is written
     * with zeros first, so that a full file system is an IOException here rather than a SIGBUS when a
     * page of the mapping is first touched.
     */
    static Ring create(Path file, int capacity) throws IOException {
        if (Integer.bitCount(capacity) != 1 || capacity < 4096) {
            throw new IllegalArgumentException("ring capacity " + capacity + " is not a power of two >= 4096");
        }
        return new Ring(SharedFiles.createZeroed(file, DATA + (long) capacity), capacity);
    }

    /** Maps a ring another process created. */
    static Ring open(Path file) throws IOException {
        MappedByteBuffer m = SharedFiles.map(file);
        long capacity = m.capacity() - DATA;
        if (capacity < 4096 || Long.bitCount(capacity) != 1 || capacity > 1 << 30) {
            throw new IOException(file + " is not a ring (" + m.capacity() + " bytes)");
        }
        return new Ring(m, (int) capacity);
    }

    int capacity() {
        return capacity;
    }

    long tail() {
        return getAcquire(TAIL);
    }

    void publishTail(long tail) {
        setRelease(TAIL, tail);
    }

    long head() {
        return getAcquire(HEAD);
    }

    void publishHead(long head) {
        setRelease(HEAD, head);
    }

    // The positions and marks, read and written on every message, are plain aligned 8-byte accesses
    // with fences rather than a view VarHandle, whose chain of JDK methods the JIT compiler had to
    // compile as well; through a long buffer, whose chain is half a byte buffer's getLong. Same ordering.
    private long getAcquire(int at) {
        long v = words.get(at >> 3);
        VarHandle.acquireFence();
        return v;
    }

    private void setRelease(int at, long v) {
        VarHandle.releaseFence();
        words.put(at >> 3, v);
    }

    /** The consumer is about to block ({@code true}) or is awake again. */
    void consumerAsleep(boolean asleep) {
        LONGS.setVolatile(map, CONSUMER_ASLEEP, asleep ? 1L : 0L);
    }

    void producerAsleep(boolean asleep) {
        LONGS.setVolatile(map, PRODUCER_ASLEEP, asleep ? 1L : 0L);
    }

    /** True, once per sleep, if the consumer is asleep: the caller must wake it. */
    boolean takeConsumerAsleep() {
        return take(CONSUMER_ASLEEP);
    }

    boolean takeProducerAsleep() {
        return take(PRODUCER_ASLEEP);
    }

    private boolean take(int flag) {
        VarHandle.fullFence(); // the position just published, then the flag: pairs with the sleeper's flag, then position
        return words.get(flag >> 3) != 0 && LONGS.compareAndSet(map, flag, 1L, 0L);
    }

    /** Marks the whole frame whose header slot starts at {@code position} as written (release: its bytes first). */
    void markWritten(long position) {
        setRelease(DATA + offset(position) + FrameStream.MARK, mark(position));
    }

    /**
     * Bytes of the frame at {@code position} if the producer marked it written whole, else 0; call only
     * where a frame starts.
     */
    long writtenFrameAt(long position) {
        int at = DATA + offset(position);
        if (getAcquire(at + FrameStream.MARK) != mark(position)) return 0;
        return FrameStream.frameBytes(FrameHeader.wireLengthAt(words, at >> 3));
    }

    /**
     * The mark of a frame at {@code position}: never 0 (an unmarked slot) and different for every
     * position (an odd multiplier is a bijection), so a mark left from an earlier lap never matches.
     */
    private static long mark(long position) {
        return (position + 1) * 0x9E3779B97F4A7C15L;
    }

    /** Offset in the data area of a position. */
    int offset(long position) {
        return (int) (position & mask);
    }

    /** Contiguous bytes from {@code position} to the end of the data area. */
    int toEnd(long position) {
        return capacity - offset(position);
    }

    /** A view of {@code n} contiguous data bytes at {@code position} (the same buffer object each time). */
    ByteBuffer window(long position, int n) {
        int at = DATA + offset(position);
        window.limit(at + n).position(at);
        return window;
    }
}
