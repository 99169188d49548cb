package io.mpj.transport;

import io.mpj.protocol.FrameHeader;

/**
 * A device connected to the ranks of one job: it moves frames and knows nothing of matching or
 * protocols. The engine's router sends each peer's frames through the most preferred device that
 * {@link #reaches} it. All methods except {@link #prepareToBlock} and {@link #unblocked} are called
 * with the engine's lock held, by whichever thread is driving progress.
 */
public interface Transport extends AutoCloseable {
    /** True if frames to {@code peer} can go through this device (in order, as long as it is the only one used). */
    boolean reaches(int peer);

    /** Payloads up to this many bytes are sent eagerly over this device; larger ones by rendezvous. */
    long eagerLimit();

    /**
     * Queues a frame for {@code dest}. The header is copied; the payload, if any, is pulled from
     * {@code payload} as the frame is written, and {@code listener} is told once all of it has been
     * copied out of the caller's buffer.
     */
    void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener);

    /** Writes pending output and delivers arrived frames; never blocks. True if anything moved. */
    boolean progress();

    /** True while frames are queued and not yet written. */
    boolean hasPendingOutput();

    /**
     * The waiting thread is about to block in another device ({@link BlockingTransport}); a device
     * whose input does not wake that one (shared memory) asks its peers to ring the bell
     * ({@link Doorbell}) from now on. Returns true if input is already waiting: the thread must not
     * block. Called without the lock.
     */
    default boolean prepareToBlock() {
        return false;
    }

    /** The thread is back from blocking (undoes {@link #prepareToBlock}). Called without the lock. */
    default void unblocked() {
    }

    /**
     * Memory this device shares with {@code peer} (for the shared-memory collectives), or null. Both
     * sides must answer alike: a device that reaches a peer in one direction only shares none with it.
     * Called without the lock.
     */
    default SharedMemory sharedMemory(int peer) {
        return null;
    }

    /** A line on how this device moves payloads, if it has choices worth showing ({@code --display-devices}); else null. */
    default String describe() {
        return null;
    }

    /** Flushes what it can within a bounded time and closes every connection. */
    @Override
    void close();
}
