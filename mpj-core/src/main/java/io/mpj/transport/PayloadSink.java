package io.mpj.transport;

import java.nio.ByteBuffer;

/**
 * Receives a frame's payload as it arrives, straight into its final destination. The transport
 * passes at most the bytes that remain of the frame and calls {@link #complete()} after the last.
 */
public interface PayloadSink extends HeapBytes {
    /**
     * Consumes whole elements from {@code src}; bytes of a partial element may be left for the
     * next call, which the transport prepends to newly arrived data.
     */
    void accept(ByteBuffer src);

    /** The whole payload has been delivered. */
    void complete();
}
