package io.mpj.coll;

import io.mpj.engine.UnmatchedCheck;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The stamps of collective calls and what a stamp from another rank proves. */
class CallSequenceTest {
    @Test
    void stampsCarryTheCallNumberPrimitiveAndRoot() {
        CallSequence mine = new CallSequence(1, r -> r);
        long first = mine.next(Primitive.BARRIER, -1);
        long second = mine.next(Primitive.BCAST, 70_000);
        assertEquals(1, CallSequence.call(first));
        assertEquals(2, CallSequence.call(second));
        assertEquals(Primitive.BCAST, CallSequence.primitive(second));
        assertEquals(70_000, CallSequence.root(second));
        assertEquals("Barrier", CallSequence.describe(first));
        assertEquals("Bcast with root 70000", CallSequence.describe(second));
        assertEquals("Reduce_scatter", CallSequence.describe(new CallSequence(1, r -> r).next(Primitive.REDUCE_SCATTER, -1)));
        assertTrue(first != 0, "a collective stamp is never 0, the stamp of user messages");
    }

    @Test
    void onlyThisCallWithAnotherSignatureOrAnEarlierCallProvesADisagreement() {
        CallSequence mine = new CallSequence(1, r -> r);
        CallSequence theirs = new CallSequence(1, r -> r);
        long t1 = theirs.next(Primitive.BCAST, 1);
        long t2 = theirs.next(Primitive.BCAST, 0);
        long m1 = mine.next(Primitive.BCAST, 0);
        assertNull(mine.disagreement(m1, 3, t2, false), "a faster rank's later call");

        MpjError root = mine.disagreement(m1, 3, t1, false);
        assertEquals(ErrorClass.ROOT, root.errorClass());
        assertEquals("Bcast with root 0 (collective call #1 on this communicator): rank 3 made call #1 as Bcast with root 1, "
                + "this rank as Bcast with root 0; every rank must make the same collective calls, with the same root, in the same order",
                root.getMessage());

        long m2 = mine.next(Primitive.ALLREDUCE, -1);
        assertNull(mine.disagreement(m2, 3, m2, false));
        MpjError stale = mine.disagreement(m2, 3, t1, false);
        assertEquals(ErrorClass.ROOT, stale.errorClass());
        assertTrue(stale.getMessage().startsWith("Allreduce (collective call #2 on this communicator): rank 3's message of call #1"
                + " was never received; rank 3 made call #1 as Bcast with root 1, this rank as Bcast with root 0"), stale.getMessage());
        MpjError other = mine.disagreement(m2, 3, t2, false);
        assertEquals(ErrorClass.OTHER, other.errorClass(), "Bcast against Allreduce");
        MpjError matchedLater = mine.disagreement(m1, 3, t2, true);
        assertEquals(ErrorClass.OTHER, matchedLater.errorClass());
        assertTrue(matchedLater.getMessage().contains("rank 3 sent a message of its call #2 (Bcast with root 0)"), matchedLater.getMessage());
    }

    @Test
    void callsTooLongAgoAreReportedWithoutThisRanksSide() {
        CallSequence mine = new CallSequence(1, r -> r);
        long old = new CallSequence(1, r -> r).next(Primitive.SCAN, -1);
        long now = 0;
        for (int i = 0; i < 40; i++) now = mine.next(Primitive.BARRIER, -1);
        MpjError e = mine.disagreement(now, 1, old, false);
        assertEquals(ErrorClass.OTHER, e.errorClass());
        assertTrue(e.getMessage().contains("rank 1 made call #1 as Scan; every rank"), e.getMessage());
        assertFalse(e.getMessage().contains("this rank as"), e.getMessage());
    }

    @Test
    void aWaitingRanksQuestionProvesADisagreementOnlyInThisCallMadeOtherwise() {
        CallSequence mine = new CallSequence(1, r -> r);
        CallSequence theirs = new CallSequence(1, r -> r);
        long t1 = theirs.next(Primitive.REDUCE, 1);
        long t2 = theirs.next(Primitive.REDUCE, 0);
        assertNull(mine.watch().check(1, 3, CallSequence.asQuery(t1)), "a call this rank has not reached: kept for later");
        mine.next(Primitive.REDUCE, 0);
        MpjError e = mine.watch().check(1, 3, CallSequence.asQuery(t1));
        assertEquals(ErrorClass.ROOT, e.errorClass());
        assertTrue(e.getMessage().contains("rank 3 made call #1 as Reduce with root 1, this rank as Reduce with root 0"), e.getMessage());
        mine.next(Primitive.REDUCE, 0);
        assertEquals(UnmatchedCheck.SPENT, mine.watch().check(1, 3, CallSequence.asQuery(t2)), "the same call made alike");
        assertEquals(UnmatchedCheck.SPENT, mine.watch().check(1, 3, CallSequence.asQuery(t1)), "a call this rank has passed");
        assertNull(CallSequence.neverReceived(1, 3, CallSequence.asQuery(t1)), "a question is no message MPI.Finalize misses");
    }

    @Test
    void aVaryingCountCallIsAnotherCallNamedWithItsV() {
        CallSequence mine = new CallSequence(1, r -> r);
        mine.next(Primitive.GATHER, 0);
        long gatherv = mine.varying();
        assertEquals("Gatherv with root 0", CallSequence.describe(gatherv));
        assertEquals(Primitive.GATHER, CallSequence.primitive(gatherv));
        assertEquals(0, CallSequence.root(gatherv));
        long gather = new CallSequence(1, r -> r).next(Primitive.GATHER, 0);
        MpjError e = mine.disagreement(gatherv, 2, gather, true);
        assertEquals(ErrorClass.OTHER, e.errorClass(), "Gather against Gatherv is another collective, not another root");
        assertTrue(e.getMessage().contains("rank 2 made call #1 as Gather with root 0, this rank as Gatherv with root 0"), e.getMessage());
    }

    @Test
    void aConstructorsInternalCallIsNamedByItAndDiffersFromTheProgramsOwn() {
        CallSequence mine = new CallSequence(1, r -> r);
        mine.within(Construction.SPLIT);
        long split = mine.next(Primitive.ALLGATHER, -1);
        mine.within(null);
        long after = mine.next(Primitive.BCAST, 1_048_574); // the largest root the stamp holds
        assertEquals("Intracomm.Split's Allgather", CallSequence.describe(split));
        assertEquals(Primitive.ALLGATHER, CallSequence.primitive(split));
        assertEquals("Bcast with root 1048574", CallSequence.describe(after));
        long plain = new CallSequence(1, r -> r).next(Primitive.ALLGATHER, -1);
        MpjError e = mine.disagreement(split, 2, plain, true);
        assertEquals(ErrorClass.OTHER, e.errorClass());
        assertTrue(e.getMessage().contains("rank 2 made call #1 as Allgather, this rank as Intracomm.Split's Allgather"), e.getMessage());
    }
}
