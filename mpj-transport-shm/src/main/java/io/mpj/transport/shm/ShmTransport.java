package io.mpj.transport.shm;

import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.Transport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Frames to ranks on this machine go through shared-memory rings (one per ordered pair: the sender
 * packs the payload into the ring, the receiver unpacks it into the user's array, two copies in
 * all); frames to other machines, and the wake-ups, go through the socket device underneath, which
 * also notices a peer that dies. A rank about to block marks itself asleep in its rings; a peer
 * that then moves a position rings its bell (a WAKE frame on the socket), so blocking costs
 * nothing while ranks spin.
 */
final class ShmTransport implements Transport, FrameHandler {
    private static final long CLOSE_TIMEOUT_NANOS = 10_000_000_000L;
    /** With every peer on rings both ways, the sockets (wake-ups, peer loss) are polled once per this many rounds. */
    private static final int SOCKET_POLL_EVERY = 64;

    private final int rank;
    private final FrameHandler engine;
    private final RingWriter[] writers;
    private final RingReader[] readers;
    private final Path[] ownFiles;
    private final FrameHeader wake = new FrameHeader();
    private Transport sockets;
    private boolean allOnRings;
    private int rounds;
    private boolean drainSockets;

    ShmTransport(int rank, int size, FrameHandler engine, Path[] ownFiles) {
        this.rank = rank;
        this.engine = engine;
        this.writers = new RingWriter[size];
        this.readers = new RingReader[size];
        this.ownFiles = ownFiles;
    }

    /**
     * Joins the socket device and the rings of the peers on this machine ({@code inbound}: the rings
     * this rank created, one per peer, before the exchange). The writer of a ring removes its file
     * once it has mapped it (no one needs the name after that); this rank removes those of the
     * peers elsewhere, which will never map theirs.
     */
    void connect(Transport sockets, Ring[] inbound, boolean[] local, SharedFiles files) {
        this.sockets = sockets;
        boolean all = true;
        for (int r = 0; r < writers.length; r++) {
            if (r == rank) continue;
            int peer = r;
            Runnable wakePeer = () -> ring(peer);
            if (local[r]) {
                if (inbound[r] != null) readers[r] = new RingReader(r, inbound[r], wakePeer);
                Path theirs = files.ring(rank, r);
                try {
                    writers[r] = new RingWriter(Ring.open(theirs), wakePeer);
                } catch (IOException e) {
                    writers[r] = null; // this direction stays on the socket
                } finally {
                    delete(theirs);
                }
            } else {
                delete(ownFiles[r]);
            }
            all &= writers[r] != null && readers[r] != null;
        }
        this.allOnRings = all;
    }

    /** True if frames to {@code peer} go through a ring (for tests and diagnostics). */
    boolean onRing(int peer) {
        return writers[peer] != null;
    }

    private void ring(int peer) {
        wake.set(FrameKind.WAKE, 0, 0, rank, 0, 0, 0, -1, -1);
        sockets.send(peer, wake, null, null);
    }

    // ---------------------------------------------------------------- frames from the sockets

    @Override
    public PayloadSink onFrame(int source, FrameHeader h) {
        return h.kind == FrameKind.WAKE ? null : engine.onFrame(source, h);
    }

    @Override
    public void onPeerLost(int peerRank, String reason) {
        engine.onPeerLost(peerRank, reason);
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // best effort: named after this job, in memory-backed storage, also deleted at exit
        }
    }

    // ---------------------------------------------------------------- Transport

    @Override
    public void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener) {
        RingWriter w = writers[dest];
        if (w == null) {
            sockets.send(dest, header, payload, listener);
            return;
        }
        boolean idle = !w.hasPendingOutput();
        w.enqueue(header, payload, listener);
        if (idle) w.flush();
    }

    @Override
    public boolean progress() {
        boolean work = false;
        for (RingReader r : readers) if (r != null) work |= r.poll(engine);
        for (RingWriter w : writers) if (w != null && w.hasPendingOutput()) work |= w.flush();
        if (!allOnRings || drainSockets || ++rounds >= SOCKET_POLL_EVERY) {
            rounds = 0;
            drainSockets = false;
            work |= sockets.progress();
        }
        return work;
    }

    /**
     * Marks this rank asleep in every ring, then looks once more (a peer that moved a position
     * before seeing the mark has moved it where this look sees it), then blocks on the sockets.
     */
    @Override
    public void await(long nanos) {
        mark(true);
        java.lang.invoke.VarHandle.fullFence(); // the marks, then the positions: pairs with Ring.take's fence
        try {
            if (!anythingToDo()) sockets.await(nanos);
        } finally {
            mark(false);
            drainSockets = true;
        }
    }

    private void mark(boolean asleep) {
        for (RingReader r : readers) if (r != null) r.ring().consumerAsleep(asleep);
        for (RingWriter w : writers) if (w != null) w.ring().producerAsleep(asleep);
    }

    private boolean anythingToDo() {
        for (RingReader r : readers) if (r != null && r.hasInput()) return true;
        for (RingWriter w : writers) if (w != null && w.spaceFreedSinceStall()) return true;
        return false;
    }

    @Override
    public boolean hasPendingOutput() {
        for (RingWriter w : writers) if (w != null && w.hasPendingOutput()) return true;
        return sockets.hasPendingOutput();
    }

    @Override
    public void close() {
        long deadline = System.nanoTime() + CLOSE_TIMEOUT_NANOS;
        while (System.nanoTime() < deadline && hasPendingOutput()) {
            if (!progress()) await(1_000_000);
        }
        sockets.close();
        for (Path p : ownFiles) if (p != null) delete(p); // a peer that never mapped its ring
    }
}
