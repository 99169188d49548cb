package io.mpj.coll;

import io.mpj.engine.Completable;

/**
 * A collective's wait with a limit: complete when the awaited one is, or once it has waited about
 * {@link #NANOS}. The clock is read every 64th look and first only then, so that a short wait (the
 * common one) never reads it; a waiting thread blocks at most 1 ms between looks, so the limit is
 * passed within about a tenth of a second.
 */
final class Patience implements Completable {
    /** How long a collective waits for one rank before it tells that rank which call it waits in. */
    static final long NANOS = 1_000_000_000L;
    private static final int LOOKS = 63;

    private Completable awaited;
    private int looks;
    private long deadline;

    /** This, reset to wait for {@code c}. */
    Patience of(Completable c) {
        awaited = c;
        looks = 0;
        deadline = 0;
        return this;
    }

    @Override
    public boolean isComplete() {
        if (awaited.isComplete()) return true;
        if ((++looks & LOOKS) != 0) return false;
        long now = System.nanoTime();
        if (deadline == 0) {
            deadline = now + NANOS;
            return false;
        }
        return now - deadline >= 0;
    }
}
