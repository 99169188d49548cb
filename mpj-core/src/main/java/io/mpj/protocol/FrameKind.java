package io.mpj.protocol;

/** Frame kinds of the point-to-point protocols. */
public final class FrameKind {
    /** A whole message: envelope and payload (eager protocol). */
    public static final byte EAGER = 1;
    /** Request to send: envelope only; the receiver answers CTS once a receive matches. */
    public static final byte RTS = 2;
    /** Clear to send: names the sender's request and the receiver's request. */
    public static final byte CTS = 3;
    /** The payload of a rendezvous message, addressed to the receiver's request. */
    public static final byte DATA = 4;
    /** The sender finalized: an end of stream after this frame is a clean close. */
    public static final byte BYE = 5;
    /** The sender has entered MPI.Finalize: it will send no more point-to-point messages. */
    public static final byte FINALIZING = 6;
    /** Transport-level: wakes a peer blocked in its transport (sent by the shared-memory device). */
    public static final byte WAKE = 7;

    private FrameKind() {}

    public static String name(byte kind) {
        switch (kind) {
            case EAGER: return "EAGER";
            case RTS: return "RTS";
            case CTS: return "CTS";
            case DATA: return "DATA";
            case BYE: return "BYE";
            case FINALIZING: return "FINALIZING";
            case WAKE: return "WAKE";
            default: return "KIND" + kind;
        }
    }
}
