package io.mpj.transport;

/**
 * A device a waiting thread can block in (a selector, a parked thread), and whose bell a peer can
 * ring to wake it. The router blocks in one such device and offers its bell to the others.
 */
public interface BlockingTransport extends Transport {
    /** Blocks for at most {@code nanos} until there may be input; called without the lock. */
    void await(long nanos);

    /** Wakes {@code peer} if it is blocked in its side of this device. */
    void wake(int peer);
}
