package io.mpj.transport;

import java.nio.ByteBuffer;

/** Produces a frame's payload bytes on demand, so a transport can stream it in chunks. */
public interface PayloadSource extends HeapBytes {
    /** Writes as many whole elements as fit into {@code dst}, advancing it. */
    void fill(ByteBuffer dst);
}
