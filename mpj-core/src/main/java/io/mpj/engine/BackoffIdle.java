package io.mpj.engine;

/**
 * How a waiting thread spends the time when progress found nothing: spin for a bounded time (the
 * latency-critical case), then yield a few times, then block in the transport until input may have
 * arrived. Kept in fields of a per-wait object that escape analysis removes.
 */
final class BackoffIdle {
    private static final int YIELDS = 16;

    private final long spinNanos;
    private final long parkNanos;
    private long idleSince;
    private int yields;

    BackoffIdle(long spinNanos, long parkNanos) {
        this.spinNanos = spinNanos;
        this.parkNanos = parkNanos;
    }

    /** Returns how long to block now, or 0 to go straight back to polling. */
    long idle(boolean workDone) {
        if (workDone) {
            idleSince = 0;
            yields = 0;
            return 0;
        }
        long now = System.nanoTime();
        if (idleSince == 0) {
            idleSince = now;
            return 0;
        }
        if (now - idleSince < spinNanos) {
            Thread.onSpinWait();
            return 0;
        }
        if (yields < YIELDS) {
            yields++;
            Thread.yield();
            return 0;
        }
        return parkNanos;
    }
}
