package io.mpj.transport.nio;

import io.mpj.protocol.FrameHeader;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;

/** A frame waiting in a connection's output queue; recycled, so queueing allocates nothing. */
final class OutFrame {
    final FrameHeader header = new FrameHeader();
    PayloadSource payload;
    SendListener listener;

    OutFrame set(FrameHeader h, PayloadSource payload, SendListener listener) {
        header.copyFrom(h);
        this.payload = payload;
        this.listener = listener;
        return this;
    }

    void clear() {
        payload = null;
        listener = null;
    }
}
