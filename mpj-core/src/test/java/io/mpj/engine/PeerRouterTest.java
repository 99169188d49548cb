package io.mpj.engine;

import io.mpj.error.MpjError;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.BlockingTransport;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The router on its own, over devices that record what reaches them. */
class PeerRouterTest {
    /** A device that reaches some peers, can block, and records sends, rounds, blocks and bells. */
    static final class Fake implements BlockingTransport {
        final Set<Integer> reach;
        final long eager;
        final List<Integer> sentTo = new ArrayList<>();
        final List<Integer> bells = new ArrayList<>();
        int polls;
        int blocks;
        boolean inputBeforeBlocking;
        int prepared;
        int unblocked;

        Fake(long eager, Integer... reach) {
            this.eager = eager;
            this.reach = Set.of(reach);
        }

        @Override public boolean reaches(int peer) { return reach.contains(peer); }
        @Override public long eagerLimit() { return eager; }
        @Override public void send(int dest, FrameHeader h, PayloadSource p, SendListener l) { sentTo.add(dest); }
        @Override public boolean progress() { polls++; return false; }
        @Override public boolean hasPendingOutput() { return false; }
        @Override public void await(long nanos) { blocks++; }
        @Override public void wake(int peer) { bells.add(peer); }
        @Override public boolean prepareToBlock() { prepared++; return inputBeforeBlocking; }
        @Override public void unblocked() { unblocked++; }
        @Override public void close() { }
    }

    private static PeerRouter.Device device(String name, int preference, Fake f) {
        return new PeerRouter.Device(name, preference, f);
    }

    @Test
    void eachPeerTakesTheMostPreferredDeviceThatReachesIt() {
        Fake self = new Fake(1, 0), rings = new Fake(2, 1, 2), sockets = new Fake(3, 1, 2, 3);
        PeerRouter r = new PeerRouter(4, List.of(device("nio", 10, sockets), device("self", 100, self), device("shm", 50, rings)));
        assertEquals(List.of("self", "shm", "shm", "nio"), List.of(r.deviceOf(0), r.deviceOf(1), r.deviceOf(2), r.deviceOf(3)));
        assertEquals(2, r.eagerLimit(1), "the eager limit is the chosen device's");
        assertEquals(3, r.eagerLimit(3));
        FrameHeader h = new FrameHeader();
        for (int peer = 0; peer < 4; peer++) r.send(peer, h, null, null);
        assertEquals(List.of(0), self.sentTo);
        assertEquals(List.of(1, 2), rings.sentTo);
        assertEquals(List.of(3), sockets.sentTo);
    }

    @Test
    void aRankNoDeviceReachesIsAnErrorNamingIt() {
        MpjError e = assertThrows(MpjError.class, () -> new PeerRouter(3, List.of(device("self", 100, new Fake(1, 0)),
                device("shm", 50, new Fake(1, 1)))));
        assertTrue(e.getMessage().contains("no device reaches rank 2 (devices: self, shm)"), e.getMessage());
    }

    @Test
    void aDeviceThatCarriesNoTrafficIsPolledRarelyAndAfterEachBlock() {
        Fake self = new Fake(1, 0), rings = new Fake(1, 1), sockets = new Fake(1, 1);
        PeerRouter r = new PeerRouter(2, List.of(device("self", 100, self), device("shm", 50, rings), device("nio", 10, sockets)));
        for (int i = 0; i < 10 * PeerRouter.RARE_POLL; i++) r.progress();
        assertEquals(10 * PeerRouter.RARE_POLL, rings.polls);
        assertEquals(10, sockets.polls, "the sockets carry no peer: every " + PeerRouter.RARE_POLL + " rounds");
        r.await(1000);
        assertEquals(1, sockets.blocks, "between two ranks the thread blocks in the sockets, not in self");
        r.progress();
        assertEquals(11, sockets.polls, "polled right after a block, for the wake-ups");
    }

    @Test
    void aWaitingThreadBlocksInTheDeviceThatReachesMostPeersUnlessAnotherHasInput() {
        Fake self = new Fake(1, 0), rings = new Fake(1, 1), sockets = new Fake(1, 1, 2);
        PeerRouter r = new PeerRouter(3, List.of(device("self", 100, self), device("shm", 50, rings), device("nio", 10, sockets)));
        r.await(1000);
        assertEquals(1, sockets.blocks);
        assertEquals(0, rings.blocks + self.blocks);
        assertEquals(List.of(1, 1, 1), List.of(self.prepared, rings.prepared, sockets.prepared), "every device asked first");
        rings.inputBeforeBlocking = true;
        r.await(1000);
        assertEquals(1, sockets.blocks, "input in a ring: no block");
        assertEquals(List.of(2, 2, 2), List.of(self.unblocked, rings.unblocked, sockets.unblocked));
        r.ring(1);
        assertEquals(List.of(1), sockets.bells, "bells ring through the blocking device");
    }
}
