package io.mpj.runtime;

import java.io.IOException;

/**
 * The meeting point of a job: each rank publishes a small card (its transport address) and
 * receives every rank's card, indexed by rank.
 */
public interface Rendezvous {
    byte[][] exchange(byte[] card) throws IOException;

    /** Tells the launcher, if one listens, that this rank aborts with {@code code}. Best effort. */
    default void reportAbort(int code) {}

    default void close() {}
}
