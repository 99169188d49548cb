package io.mpj.engine;

/** The engine's wildcard and null-process values; the {@code mpi} facade exposes the same numbers. */
public final class Wildcards {
    public static final int ANY_SOURCE = -2;
    public static final int ANY_TAG = -2;
    public static final int PROC_NULL = -3;
    public static final int UNDEFINED = -1;

    private Wildcards() {}
}
