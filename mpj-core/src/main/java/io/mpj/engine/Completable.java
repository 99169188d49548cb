package io.mpj.engine;

/** Something a thread can wait for while driving progress. */
@FunctionalInterface
public interface Completable {
    boolean isComplete();

    /** The call a thread waiting for this waits in, and for what, in words ({@link DeadlockWatch}'s report). */
    default String waitDescription() {
        return "a wait in the library";
    }
}
