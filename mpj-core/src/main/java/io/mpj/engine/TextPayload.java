package io.mpj.engine;

import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/** A short text as a frame's payload (the deadlock watch's description of a wait): sent, or being received. */
final class TextPayload implements PayloadSource, PayloadSink {
    private final byte[] bytes;
    /** The next byte to send or to receive. */
    private int at;
    private boolean arrived;

    /** To send {@code text}, or to hold it as received. */
    TextPayload(String text) {
        this.bytes = text.getBytes(StandardCharsets.UTF_8);
        this.arrived = true;
    }

    /** To receive {@code length} bytes. */
    TextPayload(int length) {
        this.bytes = new byte[length];
    }

    int length() {
        return bytes.length;
    }

    @Override
    public void fill(ByteBuffer dst) {
        int n = Math.min(dst.remaining(), bytes.length - at);
        dst.put(bytes, at, n);
        at += n;
    }

    @Override
    public void accept(ByteBuffer src) {
        int n = Math.min(src.remaining(), bytes.length - at);
        src.get(bytes, at, n);
        at += n;
    }

    @Override
    public void complete() {
        arrived = true;
    }

    /** Whether the text has all arrived. */
    boolean arrived() {
        return arrived;
    }

    /** The text once it has all arrived, else null. */
    String text() {
        return arrived ? new String(bytes, StandardCharsets.UTF_8) : null;
    }
}
