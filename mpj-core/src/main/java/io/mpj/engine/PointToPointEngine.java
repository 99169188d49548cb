package io.mpj.engine;

import io.mpj.buffer.BaseType;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.idle.IdleStrategy;
import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;

import java.util.BitSet;

/**
 * Matching and protocols of one rank: posted and unexpected queues searched in order (MPI's
 * non-overtaking rule), the eager protocol up to the eager limit of the device that reaches the peer
 * ({@link PeerRouter}) and rendezvous (RTS, CTS, DATA) above it and for synchronous sends. All state is
 * guarded by one lock; the thread that waits drives progress, so there is no progress thread and any
 * thread may call in (MPI_THREAD_MULTIPLE). What a waiting thread does when there is nothing to do
 * is its {@link IdleStrategy}'s business.
 */
public final class PointToPointEngine implements FrameHandler {
    private final int rank;
    private volatile IdleStrategy.Factory idleStrategies;
    private final PerThread<Waiter> waiters = new PerThread<>(this::newWaiter);
    /**
     * The engine's monitor. A monitor rather than a ReentrantLock: every send, receive and progress
     * round takes it, and early in a run, before the JIT compiler has compiled them, the lock's chain
     * of methods ran interpreted on each of those calls (a monitor's fast path is the JVM's own).
     */
    private final Object lock = new Object();
    private final EnvelopeQueue<RecvRequest> posted = new EnvelopeQueue<>();
    private final EnvelopeQueue<InboundMessage> unexpected = new EnvelopeQueue<>();
    private final RequestTable<SendRequest> awaitingCts = new RequestTable<>();
    private final RequestTable<RecvRequest> awaitingData = new RequestTable<>();
    private final InboundMessage.Pool messages = new InboundMessage.Pool();
    private final FrameHeader out = new FrameHeader();
    private PeerRouter router;
    private volatile MpjError fatal;
    /** Collective calls this rank left after an error ({@link #abandon}); null until there is one, so a message's arrival pays a null check. */
    private AbandonedCalls abandoned;
    /** Ranks that have finalized; a receive naming one of them can never be matched. */
    private final BitSet finished = new BitSet();
    /** Messages that have gone to the unexpected queue so far: a waiting {@link UnmatchedCheck} looks again when it grows. */
    private int unexpectedArrivals;
    private final FrameTally tally = new FrameTally();
    /** Where the messages of a call this rank left go: their payloads skipped, each counted once it has passed. */
    private final DroppedPayload dropped = new DroppedPayload(tally);
    /** Null unless {@link #watchDeadlocks} turned it on. */
    private volatile DeadlockWatch watch;

    /** The engine of {@code rank}; each waiting thread idles with a strategy from {@code idleStrategies}. */
    public PointToPointEngine(int rank, IdleStrategy.Factory idleStrategies) {
        this.rank = rank;
        this.idleStrategies = idleStrategies;
    }

    /** Attaches the devices, routed per peer; before any other call. */
    public void attach(PeerRouter router) {
        this.router = router;
    }

    /**
     * How waiting threads idle from now on: the calling thread (the one that initialises MPI, usually
     * the one that communicates) gets its strategy now, every other thread at its first wait. Made
     * here, the strategy's lambdas spin their classes (1-2 ms in a fresh JVM) outside a program's
     * first, timed, wait.
     */
    public void useIdleStrategies(IdleStrategy.Factory factory) {
        this.idleStrategies = factory;
        waiters.claim();
    }

    /**
     * Turns the {@link DeadlockWatch} on: a job whose ranks have all waited {@code limitNanos} with no
     * message in flight fails in every rank's wait. The calling thread is the rank's own; if another
     * thread calls in, the watch turns off.
     */
    public void watchDeadlocks(long limitNanos, int size) {
        synchronized (lock) {
            watch = new DeadlockWatch(this, rank, size, limitNanos, tally, Thread.currentThread());
        }
    }

    /** Turns the deadlock watch off for good (a program that asked for MPI_THREAD_MULTIPLE). */
    public void stopWatchingDeadlocks() {
        DeadlockWatch w = watch;
        if (w != null) w.turnOff();
    }

    /** The router, for diagnostics and tests. */
    public PeerRouter router() {
        return router;
    }

    private Waiter newWaiter() {
        return new Waiter(idleStrategies);
    }

    /** A waiting thread's idle strategy, and where it blocks: the devices, and the shared memory it waits on if any. */
    private final class Waiter implements IdleStrategy.Blocker {
        final IdleStrategy strategy;
        SharedWakeup shared;

        Waiter(IdleStrategy.Factory factory) {
            this.strategy = factory.create(this);
        }

        @Override
        public void block(long nanos) {
            router.await(nanos, shared);
        }
    }

    // ---------------------------------------------------------------- sends

    public void startSend(SendRequest s) {
        if (s.peer == Wildcards.PROC_NULL) {
            s.setStatus(Wildcards.PROC_NULL, Wildcards.ANY_TAG, 0, 0);
            s.finishSend();
            return;
        }
        synchronized (lock) {
            admit();
            if (s.mode == SendMode.SYNCHRONOUS || s.bytes > router.eagerLimit(s.peer)) {
                int id = awaitingCts.add(s);
                out.set(FrameKind.RTS, s.type.ordinal(), s.context, rank, s.tag, s.bytes, s.count, id, -1);
                out.stamp = s.stamp;
                route(s.peer, null, null);
            } else {
                out.set(FrameKind.EAGER, s.type.ordinal(), s.context, rank, s.tag, s.bytes, s.count, -1, -1);
                out.stamp = s.stamp;
                route(s.peer, s, s);
            }
        }
    }

    // ---------------------------------------------------------------- receives

    public void startRecv(RecvRequest r) {
        if (r.peer == Wildcards.PROC_NULL) {
            r.setStatus(Wildcards.PROC_NULL, Wildcards.ANY_TAG, 0, 0);
            r.finish();
            return;
        }
        synchronized (lock) {
            admit();
            InboundMessage m = unexpected.firstMatchingPattern(r.context, r.peer, r.tag, r);
            if (m == null && r.userTraffic && r.peer >= 0 && finished.get(r.peer)) {
                r.fail(finalizedError(r.peer));
            } else if (m == null) {
                posted.add(r);
                r.posted = true;
            } else {
                unexpected.remove(m);
                r.matched(m.peer, m.tag, m.baseType, m.length, m.count, m.stamp);
                if (m.isRendezvous()) {
                    clearToSend(m.peer, m.sendId, r);
                    m.recycle();
                } else {
                    m.claim(r);
                }
            }
        }
    }

    /** Cancels every posted receive on {@code context} that requires {@code stamp} (the rest of a failed collective call). */
    public void cancelPosted(int context, long stamp) {
        synchronized (lock) {
            RecvRequest r;
            while ((r = posted.firstStamped(context, stamp)) != null) {
                posted.remove(r);
                r.posted = false;
                r.finishCancelled();
            }
        }
    }

    /**
     * This rank left a collective call after an error, which its program has been told: the messages on
     * {@code context} whose stamp has the call's {@code stamp} in the bits of {@code mask} (its number,
     * whatever root or primitive the others gave), arrived or still to come, are dropped and say nothing
     * more (no later receive takes them, no wait or MPI.Finalize reports them), so the program can carry
     * on, and a program that catches many such errors keeps none of their payloads. A rendezvous sender
     * is not left waiting: the call's other ranks are told that this rank left.
     */
    public void abandon(int context, long stamp, long mask) {
        synchronized (lock) {
            if (abandoned == null) abandoned = new AbandonedCalls();
            abandoned.add(context, stamp, mask);
            unexpected.dropCall(context, stamp & mask, mask);
        }
    }

    /** Cancels a receive that has not matched yet; returns false if it is too late. */
    public boolean cancel(RecvRequest r) {
        synchronized (lock) {
            if (!r.posted) return false;
            posted.remove(r);
            r.posted = false;
            r.finishCancelled();
            return true;
        }
    }

    /** The oldest unreceived message matching the pattern, without receiving it; null if none. */
    public ProbeResult iprobe(int context, int source, int tag) {
        if (source == Wildcards.PROC_NULL) {
            return new ProbeResult(Wildcards.PROC_NULL, Wildcards.ANY_TAG, BaseType.BYTE, 0, 0);
        }
        synchronized (lock) {
            admit();
            progressLocked();
            InboundMessage m = unexpected.firstMatchingPattern(context, source, tag, null);
            return m == null ? null
                    : new ProbeResult(m.peer, m.tag, BaseType.of(m.baseType), m.count, m.length);
        }
    }

    /** Blocks until a matching message has arrived. */
    public ProbeResult probe(int context, int source, int tag) {
        ProbeWait w = new ProbeWait(this, context, source, tag);
        waitUntil(w);
        return w.found;
    }

    // ---------------------------------------------------------------- frames from the transport

    /**
     * A frame's sink, counted: a frame without payload here, one with a payload once its last byte is in
     * ({@link FrameTally}). The deadlock watch's own frames are not counted.
     */
    @Override
    public PayloadSink onFrame(int source, FrameHeader h) {
        if (h.kind >= FrameKind.WAITING) {
            DeadlockWatch w = watch;
            return w != null ? w.onFrame(source, h) : null;
        }
        PayloadSink sink = sinkOf(source, h);
        if (sink == null) tally.received++;
        else if (sink instanceof RecvRequest r) r.tally = tally;
        else if (sink instanceof InboundMessage m) m.tally = tally;
        return sink; // dropped counts itself
    }

    private PayloadSink sinkOf(int source, FrameHeader h) {
        switch (h.kind) {
            case FrameKind.EAGER:
            case FrameKind.RTS: {
                if (abandoned != null && abandoned.contain(h.context, h.stamp)) return dropped; // of a call this rank left
                RecvRequest r = posted.firstAccepting(h.context, source, h.tag, h.stamp);
                if (r == null) {
                    InboundMessage m = messages.take(source, h);
                    unexpected.add(m);
                    unexpectedArrivals++;
                    return h.kind == FrameKind.EAGER ? m : null;
                }
                posted.remove(r);
                r.posted = false;
                r.matched(source, h.tag, h.baseType, h.length, h.count, h.stamp);
                if (h.kind == FrameKind.EAGER) return r;
                clearToSend(source, h.sendId, r);
                return null;
            }
            case FrameKind.CTS: {
                SendRequest s = awaitingCts.remove(h.sendId);
                if (s == null) throw unknownRequest("CTS for unknown send ", h.sendId, source);
                out.set(FrameKind.DATA, s.type.ordinal(), s.context, rank, s.tag, s.bytes, s.count, h.sendId, h.recvId);
                route(source, s, s);
                return null;
            }
            case FrameKind.FINALIZING:
                peerFinalizing(source);
                return null;
            case FrameKind.DATA: {
                RecvRequest r = awaitingData.remove(h.recvId);
                if (r == null) throw unknownRequest("DATA for unknown receive ", h.recvId, source);
                return r;
            }
            default:
                throw unexpectedFrame(h, source);
        }
    }

    // Frames this engine cannot place: out of line, as onFrame runs for every frame (see RecvRequest.matched).
    private static MpjError unknownRequest(String what, int id, int source) {
        return new MpjError(ErrorClass.INTERN, what + id + " from rank " + source);
    }

    private static MpjError unexpectedFrame(FrameHeader h, int source) {
        return new MpjError(ErrorClass.INTERN, "unexpected frame " + h + " from rank " + source);
    }

    @Override
    public void onPeerLost(int peerRank, String reason) {
        if (fatal == null) {
            fatal = MpjError.peerGone("rank " + peerRank + " is gone (" + reason
                    + "); it exited or crashed before MPI.Finalize, so this job cannot continue");
        }
    }

    /**
     * Tells every other rank that this one has entered MPI.Finalize. Frames arrive in order, so a
     * peer that gets this has every message this rank sent, and can fail receives still waiting for one.
     */
    public void announceFinalize(int size) {
        synchronized (lock) {
            checkFatal();
            for (int r = 0; r < size; r++) {
                if (r == rank) continue;
                out.set(FrameKind.FINALIZING, 0, 0, rank, 0, 0, 0, -1, -1);
                route(r, null, null);
            }
        }
    }

    private void peerFinalizing(int peerRank) {
        finished.set(peerRank);
        RecvRequest r;
        while ((r = posted.firstFromFinalized(peerRank)) != null) {
            posted.remove(r);
            r.posted = false;
            r.fail(finalizedError(peerRank));
        }
    }

    private static MpjError finalizedError(int peerRank) {
        return new MpjError(ErrorClass.OTHER, "rank " + peerRank + " entered MPI.Finalize without sending the message"
                + " this receive waits for, so it can never arrive");
    }

    private void clearToSend(int source, int sendId, RecvRequest r) {
        int rid = awaitingData.add(r);
        out.set(FrameKind.CTS, 0, r.context, rank, r.tag, 0, 0, sendId, rid);
        route(source, null, null);
    }

    /** Sends {@link #out} through the device that reaches {@code dest}, counted ({@link FrameTally}). */
    private void route(int dest, PayloadSource payload, SendListener listener) {
        tally.sent++;
        router.send(dest, out, payload, listener);
    }

    /** Sends one of the deadlock watch's frames, which {@link FrameTally} does not count. Under the lock. */
    void sendUncounted(int dest, FrameHeader h, PayloadSource payload) {
        router.send(dest, h, payload, null);
    }

    /** Drives the devices until their output has left, for at most {@code nanos}. Under the lock. */
    void flush(long nanos) {
        long deadline = System.nanoTime() + nanos;
        while (router.hasPendingOutput() && System.nanoTime() - deadline < 0) router.progress();
    }

    // ---------------------------------------------------------------- progress

    /** One non-blocking round of progress (after another thread's round, if one is making it). */
    public boolean progressOnce() {
        synchronized (lock) {
            return progressLocked();
        }
    }

    private boolean progressLocked() {
        return router.progress();
    }

    /**
     * Drives progress until {@code c} completes; when a round finds nothing to do, the thread's idle
     * strategy decides what next (spin, yield, block in the devices). No allocation.
     */
    public void waitUntil(Completable c) {
        waitUntil(c, null);
    }

    /**
     * As {@link #waitUntil(Completable)}, and whenever the thread finds nothing to do and messages have
     * arrived unmatched since it last looked, {@code check} looks at the stamped ones: the first error
     * it returns ends the wait (thrown), so a wait that can never end well fails instead of hanging.
     */
    public void waitUntil(Completable c, UnmatchedCheck check) {
        waitUntil(c, check, null);
    }

    /**
     * As {@link #waitUntil(Completable, UnmatchedCheck)}, and before it blocks the thread looks at the
     * shared memory of {@code shared} if not null (for a wake-up from it, or for an error).
     */
    public void waitUntil(Completable c, UnmatchedCheck check, SharedWakeup shared) {
        if (c.isComplete()) return; // an eager send the device took whole: no progress round, no idle state
        Waiter w = waiters.get();
        IdleStrategy strategy = w.strategy;
        strategy.reset();
        w.shared = shared;
        DeadlockWatch dw = watch;
        if (dw != null) dw.enter(c, check);
        int checked = -1;
        try { // the loop stays in this method: mpjrun keeps C2 off it by name (RankCommand.SPIN_PATH)
            while (true) {
                boolean work = progressOnce();
                if (c.isComplete()) return;
                checkFatal();
                if (!work && check != null && checked != unexpectedArrivals) {
                    checked = unexpectedArrivals;
                    MpjError e = firstUnmatched(check);
                    if (e != null) throw e;
                }
                if (!work && dw != null && dw.due()) lookForDeadlock(dw);
                strategy.idle(work ? 1 : 0);
            }
        } finally {
            w.shared = null;
            if (dw != null) dw.leave();
        }
    }

    private void lookForDeadlock(DeadlockWatch dw) {
        synchronized (lock) {
            dw.look();
        }
    }

    /** Rings {@code peer}'s bell: it wakes wherever it blocks (a shared-memory writer's wake-up). */
    public void wake(int peer) {
        synchronized (lock) {
            router.ring(peer);
        }
    }

    /**
     * The first error {@code check} finds among the stamped messages nobody has received (each message
     * is reported once), or null.
     */
    public MpjError firstUnmatched(UnmatchedCheck check) {
        synchronized (lock) {
            return unexpected.firstReport(check);
        }
    }

    /** Waits until every other rank of the job has announced MPI.Finalize: all they sent has arrived. */
    public void awaitFinalizeOfOthers(int size) {
        waitUntil(new Completable() {
            @Override
            public boolean isComplete() {
                synchronized (lock) {
                    return finished.cardinality() >= size - 1;
                }
            }

            @Override
            public String waitDescription() {
                return "MPI.Finalize, for the other ranks to enter it";
            }
        });
    }

    /** A call comes in: it fails if the job has, and the deadlock watch sees which thread makes it. */
    private void admit() {
        checkFatal();
        DeadlockWatch w = watch;
        if (w != null) w.sees(Thread.currentThread());
    }

    private void checkFatal() {
        MpjError f = fatal;
        if (f != null) throw f.again();
    }

    /** Flushes queued output and closes the devices. */
    public void close() {
        waitUntil(() -> {
            synchronized (lock) {
                return !router.hasPendingOutput();
            }
        });
        synchronized (lock) {
            router.close();
        }
    }

    /** Messages received but not yet matched (for tests and diagnostics). */
    public int unexpectedCount() {
        synchronized (lock) {
            return unexpected.size();
        }
    }
}
