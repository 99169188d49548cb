package io.mpj.engine;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rank 0's census decides on a deadlock only from unchanged answers with no frame in flight. */
class WaitCensusTest {
    /** Records the rounds asked and the verdict. */
    private static final class Recorder implements WaitCensus.Rounds {
        final List<Integer> asked = new ArrayList<>();
        String verdict;

        @Override
        public void ask(int round, int size) {
            asked.add(round);
        }

        @Override
        public void declare(String everyWait, int size) {
            verdict = everyWait;
        }
    }

    private final Recorder rounds = new Recorder();

    private static void report(WaitCensus c, int rank, int episode, long sent, long received) {
        c.record(rank, episode, sent, received, new TextPayload("Recv from " + (1 - rank)));
    }

    @Test
    void everyRankUnchangedWithNothingInFlightIsADeadlock() {
        WaitCensus c = new WaitCensus(2);
        report(c, 0, 3, 5, 4);
        c.look(rounds);
        assertTrue(rounds.asked.isEmpty(), "rank 1 has not reported");
        report(c, 1, 7, 4, 5);
        c.look(rounds);
        assertEquals(List.of(1), rounds.asked);
        c.answer(0, 1, 3, 5, 4);
        c.look(rounds);
        assertNull(rounds.verdict, "rank 1 has not answered");
        c.answer(1, 1, 7, 4, 5);
        c.look(rounds);
        assertEquals("rank 0 waits in Recv from 1; rank 1 waits in Recv from 0", rounds.verdict);
    }

    @Test
    void framesInFlightOrAChangedRankAreNoDeadlock() {
        WaitCensus c = new WaitCensus(2);
        report(c, 0, 1, 5, 4);
        report(c, 1, 1, 4, 4); // one frame of rank 0's not yet received whole
        c.look(rounds);
        c.answer(0, 1, 1, 5, 4);
        c.answer(1, 1, 1, 4, 4);
        c.look(rounds);
        assertNull(rounds.verdict);
        c.look(rounds);
        assertEquals(List.of(1), rounds.asked, "no new round before a new report");
        report(c, 1, 1, 4, 5); // the frame has arrived
        c.look(rounds);
        c.answer(0, 2, 1, 5, 4);
        c.answer(1, 2, 2, 4, 5); // but rank 1 has left that wait since
        c.look(rounds);
        assertNull(rounds.verdict);
        c.look(rounds);
        assertEquals(List.of(1, 2), rounds.asked, "rank 1's report is gone until it reports again");
    }

    @Test
    void aReportDuringARoundSpoilsIt() {
        WaitCensus c = new WaitCensus(2);
        report(c, 0, 1, 1, 1);
        report(c, 1, 1, 1, 1);
        c.look(rounds);
        report(c, 1, 2, 1, 1);
        c.answer(0, 1, 1, 1, 1);
        c.answer(1, 1, 1, 1, 1);
        c.look(rounds);
        assertNull(rounds.verdict, "round 1's answers no longer count");
        assertEquals(List.of(1, 2), rounds.asked);
    }

    @Test
    void aLargeJobsVerdictListsSixteenRanksAndCountsTheRest() {
        WaitCensus c = new WaitCensus(20);
        for (int r = 0; r < 20; r++) c.record(r, 1, 0, 0, new TextPayload("Barrier"));
        c.look(rounds);
        for (int r = 0; r < 20; r++) c.answer(r, 1, 1, 0, 0);
        c.look(rounds);
        assertTrue(rounds.verdict.startsWith("rank 0 waits in Barrier; rank 1 waits in Barrier;"), rounds.verdict);
        assertTrue(rounds.verdict.endsWith("rank 15 waits in Barrier; and 4 ranks more"), rounds.verdict);
    }
}
