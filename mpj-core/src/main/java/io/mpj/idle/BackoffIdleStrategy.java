package io.mpj.idle;

import java.util.function.LongSupplier;

/**
 * Spin, then yield, then block. A message that arrives within microseconds is the latency-critical
 * case, so a waiting thread first spins for {@code spinNanos} ({@link Thread#onSpinWait}). Then it
 * yields until {@code yieldNanos} have passed since the wait began, and at least {@code minYields}
 * times: an idle core answers a yield at once, so a message is still seen within a microsecond or
 * so, while any other runnable thread gets the core (early in a run that is the JIT compiler, which
 * a spinning rank starves on a machine with a core per rank). Then it blocks in the devices for at
 * most {@code blockNanos} at a time (another thread may have made progress meanwhile). No
 * allocation; one instance per waiting thread.
 */
public final class BackoffIdleStrategy implements IdleStrategy {
    private final long spinNanos;
    private final long yieldNanos;
    private final int minYields;
    private final long blockNanos;
    private final Blocker blocker;
    private final LongSupplier clock;
    private long idleSince;
    private int yielded;

    public BackoffIdleStrategy(long spinNanos, long yieldNanos, int minYields, long blockNanos, Blocker blocker) {
        this(spinNanos, yieldNanos, minYields, blockNanos, blocker, System::nanoTime);
    }

    BackoffIdleStrategy(long spinNanos, long yieldNanos, int minYields, long blockNanos, Blocker blocker, LongSupplier clock) {
        this.spinNanos = spinNanos;
        this.yieldNanos = yieldNanos;
        this.minYields = minYields;
        this.blockNanos = blockNanos;
        this.blocker = blocker;
        this.clock = clock;
    }

    @Override
    public void idle(int workCount) {
        if (workCount > 0) {
            reset();
            return;
        }
        long now = clock.getAsLong();
        if (idleSince == 0) {
            idleSince = now;
            return;
        }
        long idle = now - idleSince;
        if (idle < spinNanos) {
            Thread.onSpinWait();
        } else if (idle < yieldNanos || yielded < minYields) {
            yielded++;
            Thread.yield();
        } else {
            blocker.block(blockNanos);
        }
    }

    @Override
    public void reset() {
        idleSince = 0;
        yielded = 0;
    }
}
