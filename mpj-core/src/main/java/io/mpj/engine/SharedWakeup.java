package io.mpj.engine;

/**
 * Memory that other ranks write without sending a frame (the shared-memory collectives), which a
 * waiting thread looks at before it blocks: a thread waiting for such a write asks the writers there to
 * ring its bell ({@link PointToPointEngine#wake}), as the shared-memory device does for its rings; a
 * thread waiting for a message may find there why it will never come (and throw).
 */
public interface SharedWakeup {
    /**
     * Marks this rank asleep where the writers look, if it waits for them; true if a write may have come
     * since the waiting thread last looked, and it must not block. Called without the engine's lock.
     */
    boolean prepareToBlock();

    /** Undoes {@link #prepareToBlock}. */
    void unblocked();
}
