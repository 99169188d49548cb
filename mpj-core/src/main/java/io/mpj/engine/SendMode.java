package io.mpj.engine;

/** MPI's send modes. Ready sends behave as standard sends, which MPI permits. */
public enum SendMode {
    STANDARD, SYNCHRONOUS, BUFFERED, READY
}
