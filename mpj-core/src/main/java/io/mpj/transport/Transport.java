package io.mpj.transport;

import io.mpj.protocol.FrameHeader;

/**
 * Moves frames between the ranks of one job. Transports know nothing of matching or protocols.
 * All methods except {@link #await} are called with the engine's lock held, by whichever thread
 * is driving progress.
 */
public interface Transport extends AutoCloseable {
    /**
     * Queues a frame for {@code dest} (never this rank). The header is copied; the payload, if
     * any, is pulled from {@code payload} as the frame is written, and {@code listener} is told
     * once all of it has left.
     */
    void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener);

    /** Writes pending output and delivers arrived frames; never blocks. True if anything moved. */
    boolean progress();

    /** Blocks for at most {@code nanos} until there may be input; called without the lock. */
    void await(long nanos);

    /** True while frames are queued and not yet written. */
    boolean hasPendingOutput();

    /** Closes every connection; queued output is flushed first, within a bounded time. */
    @Override
    void close();
}
