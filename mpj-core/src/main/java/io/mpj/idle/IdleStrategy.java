package io.mpj.idle;

/**
 * What a thread does when a round of work found nothing to do (Agrona's shape): every wait of the
 * library calls {@link #idle(int)} after each round with the amount of work the round did, and
 * {@link #reset()} before it starts. An instance keeps the state of one waiting thread.
 */
public interface IdleStrategy {
    /** After a round that did {@code workCount} units of work: zero means idle, anything else resets. */
    void idle(int workCount);

    /** Starts a new wait. */
    void reset();

    /** Where a waiting thread blocks once it has spun and yielded: the devices, until input may have arrived. */
    @FunctionalInterface
    interface Blocker {
        void block(long nanos);
    }

    /** Makes the strategy of one waiting thread, blocking in {@code blocker}. */
    @FunctionalInterface
    interface Factory {
        IdleStrategy create(Blocker blocker);
    }
}
