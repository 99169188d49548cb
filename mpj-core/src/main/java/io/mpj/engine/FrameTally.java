package io.mpj.engine;

/**
 * A rank's point-to-point frames: those it has handed to its devices, and those it has received whole
 * (a payload's last byte included). Summed over the ranks, the two differ by the frames in flight,
 * queued ones included, which is what the {@link DeadlockWatch} needs to know. Counted under the engine's lock.
 */
final class FrameTally {
    long sent;
    long received;

    /** A sink whose frame {@code t} counts (if not null) has received it whole; returns null, what the sink keeps after. */
    static FrameTally countReceived(FrameTally t) {
        if (t != null) t.received++;
        return null;
    }
}
