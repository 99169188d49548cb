package io.mpj.engine;

import java.util.function.Supplier;

/**
 * A value per thread, as a {@link ThreadLocal}, with one thread's value kept in a field: the rank's
 * own thread, which claims it in {@code MPI.Init} and makes nearly every call, finds its value with a
 * comparison instead of a lookup in its thread's map. The lookup is cheap once compiled, but its
 * methods reach C2's threshold only after thousands of calls, in the middle of a program's timed loop,
 * and their compilation took the rank's core for 1-5 ms there (SparseMatmult B,
 * docs/results/2026-11-29-compile-tail). Any other thread gets its own value through the ThreadLocal.
 */
public final class PerThread<T> {
    /** The claiming thread and its value, published together (a record's fields are final). */
    private record Claim<T>(Thread thread, T value) {
    }

    private final Supplier<T> make;
    private final ThreadLocal<T> others;
    private Claim<T> claim;

    public PerThread(Supplier<T> make) {
        this.make = make;
        this.others = ThreadLocal.withInitial(make);
    }

    /** The calling thread's value. */
    public T get() {
        Claim<T> c = claim;
        return c != null && c.thread == Thread.currentThread() ? c.value : others.get();
    }

    /** A new value for the calling thread, from now on served from the field (a later claim by any thread replaces it). */
    public void claim() {
        T value = make.get();
        others.set(value);
        claim = new Claim<>(Thread.currentThread(), value);
    }
}
