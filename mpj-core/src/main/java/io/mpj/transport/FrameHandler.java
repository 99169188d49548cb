package io.mpj.transport;

import io.mpj.protocol.FrameHeader;

/** The engine side of a transport: it owns the meaning of every frame. */
public interface FrameHandler {
    /**
     * A frame's header has arrived from {@code source}. Returns where its payload goes, or null
     * for a frame without payload. {@code header} is only valid during the call.
     */
    PayloadSink onFrame(int source, FrameHeader header);

    /** The connection to {@code rank} ended without a clean close. */
    void onPeerLost(int rank, String reason);
}
