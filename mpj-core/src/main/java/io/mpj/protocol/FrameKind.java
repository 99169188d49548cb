package io.mpj.protocol;

/**
 * Frame kinds of the engine's protocols (eager, rendezvous, finalize, the deadlock watch). Devices keep their own control
 * frames (kinds from 64 up, {@code io.mpj.transport.support.FrameStream}) and never pass them on.
 */
public final class FrameKind {
    /** A whole message: envelope and payload (eager protocol). */
    public static final byte EAGER = 1;
    /** Request to send: envelope only; the receiver answers CTS once a receive matches. */
    public static final byte RTS = 2;
    /** Clear to send: names the sender's request and the receiver's request. */
    public static final byte CTS = 3;
    /** The payload of a rendezvous message, addressed to the receiver's request. */
    public static final byte DATA = 4;
    /** The sender has entered MPI.Finalize: it will send no more point-to-point messages. */
    public static final byte FINALIZING = 6;
    /**
     * The deadlock watch's frames, which no device or count of messages sees as traffic: a rank that has
     * waited quietly tells rank 0 so, with what it waits in; rank 0 asks whether it still does, it
     * answers; rank 0 tells every rank of a deadlock.
     */
    public static final byte WAITING = 7;
    public static final byte WAIT_CHECK = 8;
    public static final byte WAIT_STATE = 9;
    public static final byte DEADLOCK = 10;

    private FrameKind() {}

    public static String name(byte kind) {
        switch (kind) {
            case EAGER: return "EAGER";
            case RTS: return "RTS";
            case CTS: return "CTS";
            case DATA: return "DATA";
            case FINALIZING: return "FINALIZING";
            case WAITING: return "WAITING";
            case WAIT_CHECK: return "WAIT_CHECK";
            case WAIT_STATE: return "WAIT_STATE";
            case DEADLOCK: return "DEADLOCK";
            default: return "KIND" + kind;
        }
    }
}
