package io.mpj.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

@Timeout(10)
class PerThreadTest {
    private final AtomicInteger made = new AtomicInteger();
    private final PerThread<Integer> values = new PerThread<>(made::incrementAndGet);

    private Integer onAnotherThread() throws Exception {
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            return CompletableFuture.supplyAsync(values::get, other).get();
        } finally {
            other.shutdownNow();
        }
    }

    @Test
    void eachThreadHasItsOwnValueBeforeAnyClaim() throws Exception {
        Integer mine = values.get();
        assertSame(mine, values.get());
        assertNotSame(mine, onAnotherThread());
        assertEquals(2, made.get());
    }

    @Test
    void theClaimingThreadKeepsANewValueAndOtherThreadsStillGetTheirOwn() throws Exception {
        Integer before = values.get();
        values.claim();
        Integer claimed = values.get();
        assertNotSame(before, claimed);
        assertSame(claimed, values.get());
        Integer other = onAnotherThread();
        assertNotSame(claimed, other);
        assertSame(claimed, values.get());
    }

    @Test
    void aThreadWhoseClaimWasReplacedKeepsItsValue() throws Exception {
        values.claim();
        Integer first = values.get();
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            Integer second = CompletableFuture.supplyAsync(() -> {
                values.claim();
                return values.get();
            }, other).get();
            assertNotSame(first, second);
            assertSame(first, values.get());
            assertSame(second, CompletableFuture.supplyAsync(values::get, other).get());
        } finally {
            other.shutdownNow();
        }
    }
}
