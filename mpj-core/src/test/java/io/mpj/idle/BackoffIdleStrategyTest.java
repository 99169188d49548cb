package io.mpj.idle;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BackoffIdleStrategyTest {
    /** A clock that moves 1 µs per reading, and the times at which the strategy blocked. */
    private long now = 1_000_000;
    private final List<Long> blockedAt = new ArrayList<>();

    private BackoffIdleStrategy strategy(long spinNanos, long yieldNanos, int minYields) {
        return new BackoffIdleStrategy(spinNanos, yieldNanos, minYields, 500, nanos -> blockedAt.add(now),
                () -> now += 1000);
    }

    /** Idle rounds until the strategy first blocks, that one included. */
    private int callsUntilItBlocks(BackoffIdleStrategy idle) {
        int calls = 0;
        while (blockedAt.isEmpty()) {
            idle.idle(0);
            calls++;
        }
        return calls;
    }

    @Test
    void spinsThenYieldsThenBlocksOnlyOnceTheYieldWindowHasPassed() {
        // the first call starts the wait; 20 µs later the window has passed
        assertEquals(21, callsUntilItBlocks(strategy(5_000, 20_000, 2)));
    }

    @Test
    void yieldsAtLeastMinYieldsTimesEvenWithoutAWindow() {
        assertEquals(1 + 16 + 1, callsUntilItBlocks(strategy(0, 0, 16)));
    }

    @Test
    void workStartsTheWaitAgain() {
        BackoffIdleStrategy idle = strategy(0, 10_000, 0);
        for (int i = 0; i < 9; i++) idle.idle(0);
        idle.idle(1);
        for (int i = 0; i < 10; i++) idle.idle(0);
        assertEquals(List.of(), blockedAt, "the wait began again at the work, 10 µs ago at most");
        idle.idle(0);
        assertEquals(1, blockedAt.size());
    }
}
