package io.mpj.runtime;

/** Wire constants of the rendezvous protocol (bootstrap only, so plain blocking streams). */
final class RendezvousWire {
    static final int MAGIC = 0x4D504A52; // "MPJR"
    static final int OK = 0;
    static final int REFUSED = 1;
    static final int OP_ABORT = 1;
    static final int MAX_CARD = 4096;
    /** How long a connecting peer has to present its registration. */
    static final int HANDSHAKE_TIMEOUT_MS = 10_000;

    private RendezvousWire() {}
}
