package io.mpj.engine;

import io.mpj.transport.PayloadSink;

import java.nio.ByteBuffer;

/**
 * The sink of a message nobody will receive (of a collective call this rank left): its payload is
 * skipped as it passes, and the frame is counted received once its last byte has ({@link FrameTally}).
 * Keeps no state of a frame, so one serves every peer at once.
 */
final class DroppedPayload implements PayloadSink {
    private final FrameTally tally;

    DroppedPayload(FrameTally tally) {
        this.tally = tally;
    }

    @Override
    public void accept(ByteBuffer src) {
        src.position(src.limit());
    }

    @Override
    public void complete() {
        tally.received++;
    }
}
