package io.mpj.transport.mem;

import io.mpj.protocol.FrameHeader;
import io.mpj.transport.BlockingTransport;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.SharedMemory;

import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * p ranks as threads of one JVM: the engine's tests, and {@code mpjrun --dev threads}. Each send puts
 * the frame in the destination's {@link Inbox} (a copy of its payload, or a large payload lent); there
 * are no sockets and no threads of its own. The ranks' shared memory is the JVM's ({@link HeapRegions}).
 */
public final class MemoryTransport implements BlockingTransport {
    private final int rank;
    private final Inbox[] inboxes;
    private final FrameHandler handler;
    private final long eagerLimit;
    private final Job job;

    private MemoryTransport(int rank, Inbox[] inboxes, FrameHandler handler, long eagerLimit, Job job) {
        this.rank = rank;
        this.inboxes = inboxes;
        this.handler = handler;
        this.eagerLimit = eagerLimit;
        this.job = job;
    }

    /** The shared mailboxes of one in-memory job; each rank opens its transport from it. */
    public static final class Job {
        private final Inbox[] inboxes;
        /** Which ranks closed their transport (MPI.Finalize). */
        private final AtomicIntegerArray closed;
        private final HeapRegions regions = new HeapRegions();

        public Job(int size) {
            inboxes = new Inbox[size];
            for (int i = 0; i < size; i++) inboxes[i] = new Inbox();
            closed = new AtomicIntegerArray(size);
        }

        public int size() {
            return inboxes.length;
        }

        public MemoryTransport open(int rank, FrameHandler handler, long eagerLimit) {
            return new MemoryTransport(rank, inboxes, handler, eagerLimit, this);
        }

        /**
         * Rank {@code rank}'s thread has ended: unless it closed its transport first, every other rank
         * learns that it is gone, as a process's peers do when its connections drop.
         */
        /** Whether rank {@code rank} closed its transport (MPI.Finalize). */
        public boolean finalized(int rank) {
            return closed.get(rank) == 1;
        }

        public void leave(int rank, String why) {
            if (closed.get(rank) == 1) return;
            for (int r = 0; r < inboxes.length; r++) if (r != rank) inboxes[r].postLost(rank, why);
        }
    }

    @Override
    public boolean reaches(int peer) {
        return peer != rank && peer >= 0 && peer < inboxes.length;
    }

    @Override
    public SharedMemory sharedMemory(int peer) {
        return reaches(peer) ? job.regions : null;
    }

    @Override
    public long eagerLimit() {
        return eagerLimit;
    }

    /**
     * A payload above the eager limit (a rendezvous send's, whose receive is posted) that lies in a Java
     * array is lent: the receiver copies it straight into its array, and this rank's send completes
     * when its own thread learns of it. Smaller payloads are copied now, so that the send completes at once.
     */
    @Override
    public void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener) {
        if (payload != null && listener != null && header.length > eagerLimit && payload.heapArray() != null) {
            Inbox mine = inboxes[rank];
            inboxes[dest].lend(rank, header, payload, () -> mine.postCallback(listener::sent));
            return;
        }
        inboxes[dest].post(rank, header, payload);
        if (listener != null) listener.sent();
    }

    @Override
    public boolean progress() {
        return inboxes[rank].drain(handler);
    }

    @Override
    public void await(long nanos) {
        inboxes[rank].await(nanos);
    }

    @Override
    public void wake(int peer) {
        inboxes[peer].wakeUp();
    }

    @Override
    public boolean hasPendingOutput() {
        return false;
    }

    @Override
    public void close() {
        job.closed.set(rank, 1); // nothing to release; its thread may end without its peers hearing of it
    }
}
