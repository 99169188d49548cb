package io.mpj.idle;

/**
 * Spin, then yield, then block: the latency-critical case is a message that arrives within a few
 * microseconds, so a waiting thread first spins for {@code spinNanos} ({@link Thread#onSpinWait}),
 * then yields {@code yields} times, then blocks in the devices for at most {@code blockNanos} at a time
 * (another thread may have made progress meanwhile). No allocation; one instance per waiting thread.
 */
public final class BackoffIdleStrategy implements IdleStrategy {
    private final long spinNanos;
    private final int yields;
    private final long blockNanos;
    private final Blocker blocker;
    private long idleSince;
    private int yielded;

    public BackoffIdleStrategy(long spinNanos, int yields, long blockNanos, Blocker blocker) {
        this.spinNanos = spinNanos;
        this.yields = yields;
        this.blockNanos = blockNanos;
        this.blocker = blocker;
    }

    @Override
    public void idle(int workCount) {
        if (workCount > 0) {
            reset();
            return;
        }
        long now = System.nanoTime();
        if (idleSince == 0) {
            idleSince = now;
        } else if (now - idleSince < spinNanos) {
            Thread.onSpinWait();
        } else if (yielded < yields) {
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
