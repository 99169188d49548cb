package io.mpj.runtime;

import io.mpj.transport.JobSecret;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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

    /**
     * Connections that send nothing, or garbage, or half a registration, held open while the ranks
     * register: the job starts within the ranks' own 5 s timeout (one connection at a time, each
     * waited for up to 10 s, would take a minute).
     */
    @Test
    void idleAndGarbageConnectionsDoNotDelayTheJob() throws Exception {
        byte[] secret = JobSecret.random();
        List<Socket> held = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try (RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                secret, 3, null)) {
            for (int i = 0; i < 6; i++) held.add(new Socket(server.address().getAddress(), server.address().getPort()));
            Socket garbage = new Socket(server.address().getAddress(), server.address().getPort());
            garbage.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes());
            held.add(garbage);
            Socket half = new Socket(server.address().getAddress(), server.address().getPort());
            half.getOutputStream().write(new byte[] {0x4D, 0x50, 0x4A, 0x52, 1, 2, 3}); // the magic, then silence
            held.add(half);
            List<CompletableFuture<byte[][]>> ranks = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                int rank = r;
                ranks.add(CompletableFuture.supplyAsync(() -> {
                    try {
                        return new RendezvousClient(server.address(), secret, rank, 3, 5000).exchange(new byte[] {(byte) rank});
                    } catch (IOException e) {
                        throw new RuntimeException(e);
                    }
                }, pool));
            }
            for (CompletableFuture<byte[][]> f : ranks) assertArrayEquals(new byte[][] {{0}, {1}, {2}}, f.get(20, TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
            for (Socket s : held) s.close();
        }
    }
}
