package io.mpj.engine;

import io.mpj.buffer.BaseType;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.PayloadSink;

/**
 * Ends a job that can never move again instead of leaving it hung. A rank whose thread has waited in the
 * library for the limit with no frame sent or received tells rank 0 so, with what it waits for
 * ({@link FrameKind#WAITING}). Once rank 0 holds such a report from every rank, its own included, it asks
 * each whether it still waits as it said ({@link FrameKind#WAIT_CHECK}), and a rank answers from its wait
 * loop, after it has looked once more at what it waits for ({@link FrameKind#WAIT_STATE}). If every rank
 * answers unchanged, every one was waiting at an instant between the last report and the first question;
 * if the frames the ranks had sent then equal those they had received whole ({@link FrameTally}), none
 * was in flight, so no wait can ever end: rank 0 tells every rank ({@link FrameKind#DEADLOCK}), and each
 * one's wait fails with MPI_ERR_OTHER listing what every rank waits in.
 * <p>
 * That holds while the waiting thread is the rank's only thread in the library: the watch turns itself off
 * on a rank where another thread calls in, and is off for a program that asks for MPI_THREAD_MULTIPLE (a
 * thread could make its first call later). Waits that end by time (a collective's question to the rank it
 * waits for, after a second) end within the limit, which is longer. Used under the engine's lock, but for
 * {@link #enter}, {@link #leave} and {@link #due}, which only the rank's thread calls.
 */
final class DeadlockWatch implements WaitCensus.Rounds {
    private static final int LOOKS = 63;
    private static final String SETTING = "mpj.deadlock.ms)";

    private final PointToPointEngine engine;
    private final int rank;
    private final long limitNanos;
    private final FrameTally tally;
    private final FrameHeader out = new FrameHeader();
    private final Thread owner;
    /** Rank 0's part; null on the others. */
    private final WaitCensus census;
    private volatile boolean off;

    /** What the waiting thread waits for; null outside a wait. */
    private Completable waitingFor;
    /** The wait's check, which names the collective call it is in; null for a wait outside one. */
    private UnmatchedCheck call;
    /** Numbers the waits (each entry takes a new one): a report names one, so an answer shows whether the rank has left it since. */
    private int episode;
    private int looks;
    private long quietSince;
    private long quietSent;
    private long quietReceived;
    private boolean reported;
    /** Rank 0's question not answered yet, or -1. */
    private int askedRound = -1;
    /** Rank 0's verdict, as it has arrived so far (its text lists every rank's wait); null until it comes. */
    private TextPayload told;

    DeadlockWatch(PointToPointEngine engine, int rank, int size, long limitNanos, FrameTally tally, Thread owner) {
        this.engine = engine;
        this.rank = rank;
        this.limitNanos = limitNanos;
        this.tally = tally;
        this.owner = owner;
        this.census = rank == 0 ? new WaitCensus(size) : null;
    }

    /** Off for good: another thread uses the library, or the program asked for MPI_THREAD_MULTIPLE. */
    void turnOff() {
        off = true;
    }

    /** The calling thread uses the library: if it is not the rank's own, the watch turns off. */
    void sees(Thread t) {
        if (t != owner) off = true;
    }

    /** The owner thread begins to wait for {@code c}, with {@code check} if it is in a collective call. */
    void enter(Completable c, UnmatchedCheck check) {
        sees(Thread.currentThread());
        waitingFor = c;
        call = check;
        episode++;
        looks = 0;
        quietSince = 0;
        reported = false;
    }

    /**
     * The wait is over; a verdict that came meanwhile is thrown all the same (a rank told of the deadlock
     * enters MPI.Finalize, which may end another's wait with an error of its own before its next look).
     */
    void leave() {
        waitingFor = null;
        throwVerdict();
    }

    /** Throws the verdict once its text has all arrived. */
    private void throwVerdict() {
        if (told == null || !told.arrived()) return;
        String text = told.text();
        told = null;
        throw new MpjError(ErrorClass.OTHER, text + (rank == 0 ? " (the deadlock watch: " : " (found by rank 0's deadlock watch: ") + SETTING);
    }

    /** The waiting thread found nothing to do: every 64th time, or at once if rank 0 asked or told, it looks. */
    boolean due() {
        return !off && ((++looks & LOOKS) == 0 || askedRound >= 0 || told != null);
    }

    /** Under the engine's lock: throws the verdict, answers rank 0, reports a quiet wait, runs rank 0's census. */
    void look() {
        throwVerdict();
        if (askedRound >= 0) {
            answer(askedRound);
            askedRound = -1;
        }
        long now = System.nanoTime();
        if (quietSince == 0 || tally.sent != quietSent || tally.received != quietReceived) {
            quietSince = now;
            quietSent = tally.sent;
            quietReceived = tally.received;
            reported = false;
        } else if (!reported && now - quietSince >= limitNanos) {
            reported = true;
            String what = description();
            if (census != null) census.record(0, episode, tally.sent, tally.received, new TextPayload(what));
            else tell(0, FrameKind.WAITING, episode, tally.sent, tally.received, 0, new TextPayload(what));
        }
        if (census != null) census.look(this);
    }

    /** Rank 0's census asks the ranks of a new round; rank 0 answers for itself at once. */
    @Override
    public void ask(int round, int size) {
        for (int r = 1; r < size; r++) tell(r, FrameKind.WAIT_CHECK, 0, 0, 0, round, null);
        census.answer(0, round, episode, tally.sent, tally.received);
    }

    /**
     * Rank 0's census found the deadlock: every rank is told, this one included, with every rank's wait, so
     * that whichever rank's error the job shows first says it all.
     */
    @Override
    public void declare(String everyWait, int size) {
        String text = "deadlock: every rank has waited in the library for over " + seconds(limitNanos)
                + " s and no message is in flight, so no wait can ever end. " + everyWait;
        for (int r = 1; r < size; r++) tell(r, FrameKind.DEADLOCK, 0, 0, 0, 0, new TextPayload(text));
        engine.flush(1_000_000_000L);
        told = new TextPayload(text);
    }

    private void answer(int round) {
        int ep = waitingFor != null && !off ? episode : -1;
        tell(0, FrameKind.WAIT_STATE, ep, tally.sent, tally.received, round, null);
    }

    /** A frame of the watch from {@code source}; the sink for its payload, if it has one. */
    PayloadSink onFrame(int source, FrameHeader h) {
        sees(Thread.currentThread());
        switch (h.kind) {
            case FrameKind.WAITING:
                return census == null ? null : census.record(source, h.context, h.stamp, received(h), new TextPayload((int) h.length));
            case FrameKind.WAIT_CHECK:
                if (waitingFor == null || off) answer(h.sendId);
                else askedRound = h.sendId; // answered from the wait loop, once it has looked again
                return null;
            case FrameKind.WAIT_STATE:
                if (census != null) census.answer(source, h.sendId, h.context, h.stamp, received(h));
                return null;
            case FrameKind.DEADLOCK:
                TextPayload verdict = new TextPayload((int) h.length);
                if (waitingFor != null) told = verdict;
                return verdict;
            default:
                throw new IllegalArgumentException("not a frame of the deadlock watch: " + h);
        }
    }

    /**
     * Sends a frame of the watch: a rank's {@code episode} (its wait), its frames {@code sent} and
     * {@code received} (in the stamp, and in the tag and count), the {@code round} of questions, and a
     * description as payload if not null.
     */
    private void tell(int dest, byte kind, int episode, long sent, long received, int round, TextPayload payload) {
        out.set(kind, BaseType.BYTE.ordinal(), episode, rank, (int) (received >>> 32), payload == null ? 0 : payload.length(),
                (int) received, round, -1);
        out.stamp = sent;
        engine.sendUncounted(dest, out, payload);
    }

    /** The frames received that a frame of {@link #tell} gives. */
    private static long received(FrameHeader h) {
        return ((long) h.tag << 32) | (h.count & 0xffffffffL);
    }

    private String description() {
        return call != null ? call.waitDescription(waitingFor) : waitingFor.waitDescription();
    }

    private static String seconds(long nanos) {
        return String.valueOf(nanos / 100_000_000L / 10.0);
    }
}
