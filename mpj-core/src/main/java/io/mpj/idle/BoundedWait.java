package io.mpj.idle;

import java.util.function.BooleanSupplier;

/**
 * A wait with a deadline, for the ends of a job (draining output, saying goodbye): rounds of
 * {@code step} until {@code done} or the time is up, blocking in {@code blocker} between idle rounds.
 */
public final class BoundedWait {
    private BoundedWait() {}

    /** True if {@code done} held before {@code timeoutNanos} passed. */
    public static boolean until(BooleanSupplier done, BooleanSupplier step, IdleStrategy.Blocker blocker, long timeoutNanos) {
        long deadline = System.nanoTime() + timeoutNanos;
        IdleStrategy idle = new BackoffIdleStrategy(0, 0, 0, 1_000_000L, blocker);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() - deadline >= 0) return false;
            idle.idle(step.getAsBoolean() ? 1 : 0);
        }
        return true;
    }
}
