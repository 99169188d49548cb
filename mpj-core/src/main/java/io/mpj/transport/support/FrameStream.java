package io.mpj.transport.support;

import io.mpj.protocol.FrameHeader;

/**
 * How frames lie in a byte stream (a socket, a ring): each header in a slot of {@value #HEADER_SLOT}
 * bytes, then the payload, then padding to a multiple of {@value #ALIGN}. Every frame starts on a
 * multiple of 8, so in a ring whose size is a multiple of 8 no element of a payload ever straddles
 * the end. Device control frames have kinds from {@value #FIRST_CONTROL_KIND} up and never reach the engine.
 */
public final class FrameStream {
    public static final int HEADER_SLOT = 48;
    public static final int ALIGN = 8;
    /** Kinds below this belong to the engine ({@link io.mpj.protocol.FrameKind}), the rest to devices. */
    public static final int FIRST_CONTROL_KIND = 64;
    /** Control: the sender is closing this connection; an end of stream after it is a clean close. */
    public static final byte BYE = 64;
    /** Control: wakes a peer blocked in this device (the router's {@link io.mpj.transport.Doorbell}). */
    public static final byte WAKE = 65;

    static {
        if (HEADER_SLOT < FrameHeader.BYTES || HEADER_SLOT % ALIGN != 0) throw new AssertionError("header slot");
    }

    private FrameStream() {}

    public static boolean isControl(byte kind) {
        return kind >= FIRST_CONTROL_KIND;
    }

    /** Bytes of padding after a payload of {@code length} bytes. */
    static int padding(long length) {
        return (int) (-length & (ALIGN - 1));
    }

    /** Bytes a frame takes in the stream: header slot, payload, padding. */
    public static long frameBytes(long payloadBytes) {
        return HEADER_SLOT + payloadBytes + padding(payloadBytes);
    }
}
