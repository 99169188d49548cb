package io.mpj.runtime;

import io.mpj.transport.JobSecret;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RendezvousTest {
    @Test
    void everyRankGetsEveryCardAndIntrudersAreRefused() throws Exception {
        byte[] secret = JobSecret.random();
        try (RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                secret, 2, null)) {
            IOException refused = assertThrows(IOException.class,
                    () -> new RendezvousClient(server.address(), JobSecret.random(), 0, 2, 5000).exchange(new byte[] {9}));
            assertTrue(refused.getMessage().contains("refused"), refused.getMessage());
            CompletableFuture<byte[][]> r1 = CompletableFuture.supplyAsync(() -> {
                try {
                    return new RendezvousClient(server.address(), secret, 1, 2, 5000).exchange(new byte[] {1, 1});
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            byte[][] cards = new RendezvousClient(server.address(), secret, 0, 2, 5000).exchange(new byte[] {0});
            assertArrayEquals(new byte[][] {{0}, {1, 1}}, cards);
            assertArrayEquals(cards, r1.get(10, TimeUnit.SECONDS));
        }
    }

    @Test
    void aMissingRankTimesOutWithAClearMessage() throws Exception {
        byte[] secret = JobSecret.random();
        try (RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                secret, 2, null)) {
            IOException e = assertThrows(IOException.class,
                    () -> new RendezvousClient(server.address(), secret, 0, 2, 1000).exchange(new byte[] {0}));
            assertTrue(e.getMessage().contains("not every rank arrived"), e.getMessage());
        }
    }
}
