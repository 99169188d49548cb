package io.mpj.transport;

/**
 * The wake-up service the router offers to devices whose input cannot wake a blocked thread: ringing
 * a peer's bell wakes it wherever it blocks. Called with the engine's lock held.
 */
@FunctionalInterface
public interface Doorbell {
    void ring(int peer);
}
