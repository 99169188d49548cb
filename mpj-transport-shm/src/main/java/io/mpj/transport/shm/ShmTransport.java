package io.mpj.transport.shm;

import io.mpj.protocol.FrameHeader;
import io.mpj.transport.Doorbell;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.SharedMemory;
import io.mpj.transport.Transport;

import java.io.IOException;
import java.lang.invoke.VarHandle;
import java.nio.file.Path;

/**
 * Shared-memory rings to the ranks on this machine, one per ordered pair: the sender packs the
 * payload into the ring, the receiver unpacks it into the user's array, two copies in all. It reaches
 * only the peers whose ring it could map; the router sends the others' frames through another device.
 * Input in a ring wakes no one, so a rank about to block marks itself asleep in its rings, and a peer
 * that then moves a position rings its bell through the router ({@link Doorbell}): blocking costs
 * nothing while ranks spin.
 */
final class ShmTransport implements Transport {
    private final RingWriter[] writers;
    private final RingReader[] readers;
    private final Path[] ownFiles;
    private final SharedFiles files;
    private final long eagerLimit;

    /**
     * Maps the rings of the peers on this machine ({@code inbound}: the rings this rank created, one per
     * peer, before the exchange). The writer of a ring removes its file once it has mapped it (no one
     * needs the name after that); this rank removes those of the peers elsewhere, which will never map theirs.
     */
    ShmTransport(int rank, Ring[] inbound, boolean[] local, SharedFiles files, Path[] ownFiles, FrameHandler handler,
                 Doorbell doorbell, long eagerLimit) {
        int size = inbound.length;
        this.writers = new RingWriter[size];
        this.readers = new RingReader[size];
        this.ownFiles = ownFiles;
        this.files = files;
        this.eagerLimit = eagerLimit;
        for (int r = 0; r < size; r++) {
            if (r == rank) continue;
            int peer = r;
            Runnable wakePeer = () -> doorbell.ring(peer);
            if (!local[r]) {
                SharedFiles.delete(ownFiles[r]);
                continue;
            }
            if (inbound[r] != null) readers[r] = new RingReader(r, inbound[r], handler, wakePeer);
            Path theirs = files.ring(rank, r);
            try {
                writers[r] = new RingWriter(Ring.open(theirs), wakePeer);
            } catch (IOException e) {
                writers[r] = null; // the router sends to this peer through another device
            } finally {
                SharedFiles.delete(theirs);
            }
        }
    }

    @Override
    public boolean reaches(int peer) {
        return peer >= 0 && peer < writers.length && writers[peer] != null;
    }

    @Override
    public long eagerLimit() {
        return eagerLimit;
    }

    @Override
    public void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener) {
        RingWriter w = writers[dest];
        boolean idle = !w.hasPendingOutput();
        w.enqueue(header, payload, listener);
        if (idle) w.flush();
    }

    /** Only with a peer it has rings with both ways (the peer answers alike). */
    @Override
    public SharedMemory sharedMemory(int peer) {
        return reaches(peer) && readers[peer] != null ? files : null;
    }

    @Override
    public boolean progress() {
        boolean work = false;
        for (RingReader r : readers) if (r != null) work |= r.poll();
        for (RingWriter w : writers) if (w != null && w.hasPendingOutput()) work |= w.flush();
        return work;
    }

    /**
     * Marks this rank asleep in every ring, then looks once more: a peer that moved a position before
     * seeing the mark has moved it where this look sees it.
     */
    @Override
    public boolean prepareToBlock() {
        mark(true);
        VarHandle.fullFence(); // the marks, then the positions: pairs with Ring.take's fence
        for (RingReader r : readers) if (r != null && r.hasInput()) return true;
        for (RingWriter w : writers) if (w != null && w.spaceFreedSinceStall()) return true;
        return false;
    }

    @Override
    public void unblocked() {
        mark(false);
    }

    private void mark(boolean asleep) {
        for (RingReader r : readers) if (r != null) r.ring().consumerAsleep(asleep);
        for (RingWriter w : writers) if (w != null) w.ring().producerAsleep(asleep);
    }

    @Override
    public boolean hasPendingOutput() {
        for (RingWriter w : writers) if (w != null && w.hasPendingOutput()) return true;
        return false;
    }

    /** The router has drained the output; what is left is a file no peer mapped. */
    @Override
    public void close() {
        for (Path p : ownFiles) if (p != null) SharedFiles.delete(p);
    }
}
