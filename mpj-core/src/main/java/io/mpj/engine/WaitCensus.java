package io.mpj.engine;

import java.util.Arrays;

/**
 * Rank 0's part of the {@link DeadlockWatch}: the last quiet wait each rank reported (which wait, and its
 * frames sent and received then), and the rounds of questions that check that every rank still waits so.
 * A round opens when every rank has a report and one is new since the last round; a report during a
 * round spoils it. A rank whose answer differs loses its report (it reports again if it waits quietly
 * again); when all answers match and the frames sent equal those received, the job is deadlocked.
 */
final class WaitCensus {
    /** What a round does beyond the census: asks the ranks, and declares the deadlock. */
    interface Rounds {
        /** Asks every rank but 0 whether it still waits as it reported, and answers for rank 0. */
        void ask(int round, int size);

        /** Tells every rank; {@code everyWait} lists what each waits in. */
        void declare(String everyWait, int size);
    }

    /** Ranks whose waits the verdict lists by name; the rest are counted. */
    private static final int LISTED = 16;

    private final int size;
    private final int[] episode;
    private final long[] sent;
    private final long[] received;
    private final TextPayload[] waits;
    /** A report has come in since the last round opened. */
    private boolean changed;
    private int round;
    private boolean open;
    private final boolean[] answered;
    private final boolean[] unchanged;
    private int answers;

    WaitCensus(int size) {
        this.size = size;
        this.episode = new int[size];
        this.sent = new long[size];
        this.received = new long[size];
        this.waits = new TextPayload[size];
        this.answered = new boolean[size];
        this.unchanged = new boolean[size];
    }

    /** Rank {@code r} has waited quietly in its wait {@code ep}; returns {@code what}, the sink of its description. */
    TextPayload record(int r, int ep, long framesSent, long framesReceived, TextPayload what) {
        episode[r] = ep;
        sent[r] = framesSent;
        received[r] = framesReceived;
        waits[r] = what;
        changed = true;
        open = false;
        return what;
    }

    /** Rank {@code r}'s answer to round {@code rnd}: its wait now (-1: none) and its frames. */
    void answer(int r, int rnd, int ep, long framesSent, long framesReceived) {
        if (!open || rnd != round || answered[r]) return;
        answered[r] = true;
        answers++;
        unchanged[r] = ep >= 0 && ep == episode[r] && framesSent == sent[r] && framesReceived == received[r];
    }

    /** From rank 0's wait loop: opens a round when one is due, and ends one whose answers are all in. */
    void look(Rounds rounds) {
        if (open && answers == size) close(rounds);
        else if (!open && changed && everyRankReported()) {
            round++;
            open = true;
            changed = false;
            answers = 0;
            Arrays.fill(answered, false);
            rounds.ask(round, size);
        }
    }

    private boolean everyRankReported() {
        for (TextPayload w : waits) if (w == null || !w.arrived()) return false;
        return true;
    }

    private void close(Rounds rounds) {
        open = false;
        boolean all = true;
        long inFlight = 0;
        for (int r = 0; r < size; r++) {
            if (!unchanged[r]) {
                all = false;
                waits[r] = null;
            }
            inFlight += sent[r] - received[r];
        }
        // with every rank unchanged but frames in flight, the rank they reach will report anew
        if (all && inFlight == 0) rounds.declare(everyWait(), size);
    }

    private String everyWait() {
        StringBuilder m = new StringBuilder();
        for (int r = 0; r < Math.min(size, LISTED); r++) {
            m.append(r == 0 ? "" : "; ").append("rank ").append(r).append(" waits in ").append(waits[r].text());
        }
        if (size > LISTED) m.append("; and ").append(size - LISTED).append(" ranks more");
        return m.toString();
    }
}
