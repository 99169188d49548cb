package io.mpj.transport.support;

import io.mpj.protocol.FrameHeader;

/**
 * How frames lie in a byte stream (a socket, a ring): each header in a slot of {@value #HEADER_SLOT}
 * bytes, then the payload, then padding to a multiple of {@value #ALIGN}. Every frame starts on a
 * multiple of 64, a cache line: a frame with up to 8 payload bytes is one line, and in a ring whose
 * size is a multiple of 64 no header slot and no element of a payload ever straddles the end. The
 * slot's last 8 bytes ({@link #MARK}) are zero unless a device marks there that it wrote the whole
 * frame (a ring lets its reader see a small frame without waiting for the position that publishes it).
 * Device control frames have kinds from {@value #FIRST_CONTROL_KIND} up and never reach the engine.
 */
public final class FrameStream {
    public static final int HEADER_SLOT = 56;
    public static final int ALIGN = 64;
    /** Offset in the header slot of the device's 8-byte mark. */
    public static final int MARK = 48;
    /** Kinds below this belong to the engine ({@link io.mpj.protocol.FrameKind}), the rest to devices. */
    public static final int FIRST_CONTROL_KIND = 64;
    /** Control: the sender is closing this connection; an end of stream after it is a clean close. */
    public static final byte BYE = 64;
    /** Control: wakes a peer blocked in this device (the router's {@link io.mpj.transport.Doorbell}). */
    public static final byte WAKE = 65;

    static {
        if (MARK < FrameHeader.BYTES || MARK % 8 != 0 || HEADER_SLOT != MARK + 8) throw new AssertionError("header slot");
    }

    private FrameStream() {}

    public static boolean isControl(byte kind) {
        return kind >= FIRST_CONTROL_KIND;
    }

    /** Bytes of padding after a payload of {@code length} bytes: the frame ends on a multiple of {@value #ALIGN}. */
    static int padding(long length) {
        return (int) (-(HEADER_SLOT + length) & (ALIGN - 1));
    }

    /** Bytes a frame takes in the stream: header slot, payload, padding. */
    public static long frameBytes(long payloadBytes) {
        return HEADER_SLOT + payloadBytes + padding(payloadBytes);
    }
}
