package io.mpj.runtime;

import java.io.IOException;
import java.net.InetAddress;

/**
 * The meeting point of a job: each rank publishes a small card (its transport address) and
 * receives every rank's card, indexed by rank.
 */
public interface Rendezvous {
    byte[][] exchange(byte[] card) throws IOException;

    /** The local address on which the other ranks can reach this one (where to listen). */
    default InetAddress localAddress() throws IOException {
        return InetAddress.getLoopbackAddress();
    }

    /** Tells the launcher, if one listens, that this rank aborts with {@code code}. Best effort. */
    default void reportAbort(int code) {}

    default void close() {}
}
