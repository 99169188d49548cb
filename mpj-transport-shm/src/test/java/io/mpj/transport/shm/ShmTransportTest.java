package io.mpj.transport.shm;

import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.runtime.Config;
import io.mpj.runtime.JobSecret;
import io.mpj.runtime.RendezvousServer;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The device's routing: rings between ranks with the same card, sockets between the others. */
class ShmTransportTest {
    /** Records the tags of the frames a rank gets. */
    static final class Tags implements FrameHandler {
        final ConcurrentLinkedQueue<Integer> tags = new ConcurrentLinkedQueue<>();

        @Override
        public PayloadSink onFrame(int source, FrameHeader h) {
            tags.add(source * 1000 + h.tag);
            return null;
        }

        @Override
        public void onPeerLost(int rank, String reason) {
            throw new AssertionError(reason);
        }
    }

    /** Opens the transports of a job of {@code dirs.length} ranks, rank r keeping its rings in dirs[r]. */
    private static ShmTransport[] open(byte[] secret, RendezvousServer server, Path[] dirs, Tags[] got) throws Exception {
        Config[] configs = new Config[dirs.length];
        for (int r = 0; r < dirs.length; r++) {
            got[r] = new Tags();
            configs[r] = Config.fromSystem().with("mpj.shm.dir", dirs[r].toString());
        }
        return ShmJob.open(secret, server, configs, got);
    }

    /** Every rank sends one frame to every other, and each gets them all; then the job closes. */
    private static void allToAllThenClose(ShmTransport[] t, Tags[] got) throws Exception {
        int size = t.length;
        FrameHeader h = new FrameHeader();
        for (int from = 0; from < size; from++) {
            for (int to = 0; to < size; to++) {
                if (from == to) continue;
                h.set(FrameKind.EAGER, 0, 0, from, to, 0, 0, -1, -1);
                t[from].send(to, h, null, null);
            }
        }
        long deadline = System.nanoTime() + 20_000_000_000L;
        boolean all = false;
        while (!all && System.nanoTime() < deadline) {
            for (ShmTransport x : t) x.progress();
            all = true;
            for (Tags g : got) all &= g.tags.size() == size - 1;
        }
        for (int r = 0; r < size; r++) assertEquals(size - 1, got[r].tags.size(), "rank " + r + ": " + got[r].tags);
        CompletableFuture<?>[] close = new CompletableFuture[size];
        for (int r = 0; r < size; r++) close[r] = CompletableFuture.runAsync(t[r]::close);
        CompletableFuture.allOf(close).get();
    }

    @Test
    @Timeout(60)
    void ranksWithTheSameMachineAndDirectoryShareRingsTheOthersUseSockets(@TempDir Path a, @TempDir Path b) throws Exception {
        byte[] secret = JobSecret.random();
        Tags[] got = new Tags[3];
        try (RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), secret, 3, null)) {
            ShmTransport[] t = open(secret, server, new Path[] {a, a, b}, got);
            assertTrue(t[0].onRing(1) && t[1].onRing(0), "same card: rings");
            assertFalse(t[0].onRing(2) || t[2].onRing(0) || t[1].onRing(2) || t[2].onRing(1), "other card: sockets");
            allToAllThenClose(t, got);
        }
    }

    @Test
    @Timeout(60)
    void aRingThatCannotBeCreatedLeavesThatDirectionOnTheSocket(@TempDir Path dir) throws Exception {
        byte[] secret = JobSecret.random();
        Path blocked = new SharedFiles(Config.fromSystem().with("mpj.shm.dir", dir.toString()), secret).ring(1, 0);
        java.nio.file.Files.createDirectory(blocked); // rank 0 cannot create its ring from rank 1 (as on a full /dev/shm)
        Tags[] got = new Tags[2];
        try (RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), secret, 2, null)) {
            ShmTransport[] t = open(secret, server, new Path[] {dir, dir}, got);
            assertTrue(t[0].onRing(1), "0 -> 1 still on a ring");
            assertFalse(t[1].onRing(0), "1 -> 0 on the socket");
            allToAllThenClose(t, got);
        }
        try (java.util.stream.Stream<Path> left = java.nio.file.Files.list(dir)) {
            assertEquals(0, left.count(), "files left");
        }
    }
}
