package io.mpj.engine;

/** Something a thread can wait for while driving progress. */
@FunctionalInterface
public interface Completable {
    boolean isComplete();
}
