package io.mpj.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Multi-process jobs through bin/mpjrun: N JVMs over the NIO transport. */
class MpjRunTest {
    private static final String EXAMPLES = Launch.HOME.resolve("mpj-examples/target/mpj-examples.jar").toString();

    private static void contains(Launch.Result r, String text) {
        assertTrue(r.out().contains(text) || r.err().contains(text), "expected '" + text + "' in:\n" + r);
    }

    @ParameterizedTest(name = "p = {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void ringAndAllPairsExchangeWithCorrectChecksums(int p) throws Exception {
        Launch.Result ring = Launch.mpjrun("-np", "" + p, "-cp", EXAMPLES, "examples.Ring", "5");
        assertEquals(0, ring.exit(), ring.toString());
        contains(ring, "ring: " + p + " ranks, 5 laps, token " + 5L * p * (p - 1) / 2 + " (correct)");
        // 20000 longs = 160 KB per pair: every exchange takes the rendezvous path
        Launch.Result pairs = Launch.mpjrun("-np", "" + p, "-cp", Launch.TEST_CLASSES, "programs.AllPairs", "20000");
        assertEquals(0, pairs.exit(), pairs.toString());
        contains(pairs, "allpairs p=" + p + " n=20000 bad=0");
    }

    @ParameterizedTest(name = "p = {0}")
    @ValueSource(ints = {2, 3, 4, 5})
    void everyCollectiveAcrossProcesses(int p) throws Exception {
        Launch.Result small = Launch.mpjrun("-np", "" + p, "-cp", Launch.TEST_CLASSES, "programs.CollectiveChecks", "7");
        assertEquals(0, small.exit(), small.toString());
        contains(small, "collectives ok p=" + p + " n=7");
        // long messages, with the long-message algorithms forced
        Launch.Result large = Launch.mpjrun("-np", "" + p, "--jvm-opt", "-Dmpj.coll.bcast=scatter_allgather",
                "--jvm-opt", "-Dmpj.coll.allreduce=ring", "--jvm-opt", "-Dmpj.coll.reduce=rabenseifner",
                "-cp", Launch.TEST_CLASSES, "programs.CollectiveChecks", "200000");
        assertEquals(0, large.exit(), large.toString());
        contains(large, "collectives ok p=" + p + " n=200000");
    }

    @ParameterizedTest(name = "p = {0}")
    @ValueSource(ints = {2, 3, 5})
    void theSharedMemoryDeviceAcrossProcesses(int p) throws Exception {
        Launch.Result ring = Launch.mpjrun("-np", "" + p, "--dev", "shm", "-cp", EXAMPLES, "examples.Ring", "5");
        assertEquals(0, ring.exit(), ring.toString());
        contains(ring, "(correct)");
        Launch.Result pairs = Launch.mpjrun("-np", "" + p, "--dev", "shm", "-cp", Launch.TEST_CLASSES, "programs.AllPairs", "200000");
        assertEquals(0, pairs.exit(), pairs.toString());
        contains(pairs, "allpairs p=" + p + " n=200000 bad=0");
        Launch.Result coll = Launch.mpjrun("-np", "" + p, "--dev", "shm", "--jvm-opt", "-Dmpj.shm.ring=64k",
                "-cp", Launch.TEST_CLASSES, "programs.CollectiveChecks", "200000");
        assertEquals(0, coll.exit(), coll.toString());
        contains(coll, "collectives ok p=" + p + " n=200000");
    }

    @Test
    void aRankKilledOnTheSharedMemoryDeviceEndsTheJob() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "3", "--dev", "shm", "--timeout", "60", "-cp", Launch.TEST_CLASSES,
                "programs.Misbehave", "kill9");
        assertEquals(137, r.exit(), r.toString());
        contains(r, "mpjrun: rank 1 was killed by signal 9");
    }

    @Test
    void printsItsVersion() throws Exception {
        Launch.Result r = Launch.mpjrun("--version");
        assertEquals(0, r.exit(), r.toString());
        contains(r, "mpjrun 0.1.0, Java ");
    }

    @Test
    void listsTheCollectiveAlgorithms() throws Exception {
        Launch.Result r = Launch.mpjrun("--list-algorithms");
        assertEquals(0, r.exit(), r.toString());
        contains(r, "bcast           binomial, linear, scatter_allgather, chain");
    }

    @Test
    void argumentsReachMainUntouchedAndOutputCanBeTagged() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--tag-output", "-cp", Launch.TEST_CLASSES, "programs.Misbehave",
                "ok", "-np", "x y", "--timeout");
        assertEquals(0, r.exit(), r.toString());
        contains(r, "[0] args=ok|-np|x y|--timeout");
    }

    @Test
    void aRankExitingWithStatus3EndsTheJobWithThatStatus() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "3", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "exit3");
        assertEquals(3, r.exit(), r.toString());
        contains(r, "mpjrun: rank 1 exited with status 3; stopping the other ranks");
        assertTrue(r.millis() < 20_000, "ended in " + r.millis() + " ms");
    }

    @Test
    void aRankKilledBySignalEndsTheJob() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "3", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "kill9");
        assertEquals(137, r.exit(), r.toString());
        contains(r, "mpjrun: rank 1 was killed by signal 9 (exit status 137); stopping the other ranks");
    }

    @Test
    void aRankCallingAbortEndsTheJob() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "3", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "abort5");
        assertEquals(5, r.exit(), r.toString());
        contains(r, "mpjrun: rank 1 called Abort with errorcode 5");
    }

    /** Under MPI.ERRORS_ARE_FATAL the job ends at the error, though the program catches the exception; ERRORS_RETURN is the default. */
    @Test
    void anErrorUnderErrorsAreFatalEndsTheJob() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "fatal");
        assertEquals(6, r.exit(), r.toString()); // MPI_ERR_RANK
        contains(r, "mpj: rank 1: Send: dest=99 is not a rank of this communicator (size 2) [MPI_ERR_RANK] (MPI.ERRORS_ARE_FATAL)");
        contains(r, "mpjrun: rank 1 called Abort with errorcode 6");
        assertFalse(r.toString().contains("rank 1 caught"), r.toString());
    }

    @Test
    void anExceptionOutOfMainEndsTheJob() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "throw");
        assertTrue(r.exit() != 0, r.toString());
        contains(r, "boom from rank 1");
        contains(r, "mpjrun: rank 1 threw an exception out of main");
    }

    @Test
    void ranksPassingDifferentRootsEndTheJobWithTheReasonInsteadOfHanging() throws Exception {
        Launch.Result one = Launch.mpjrun("-np", "3", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.DisagreeingRoots", "one");
        assertTrue(one.exit() != 0 && one.exit() != 124, one.toString());
        contains(one, "rank 0 made call #1 as Bcast with root 0, this rank as Bcast with root 1");
        contains(one, "MPI_ERR_ROOT");
        // both ranks send and return: the next collective (Finalize's Barrier) or Finalize itself reports it
        Launch.Result each = Launch.mpjrun("-np", "2", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.DisagreeingRoots", "each");
        assertTrue(each.exit() != 0 && each.exit() != 124, each.toString());
        contains(each, "'s message of call #1");
        contains(each, "was never received");
    }

    @Test
    void aHungJobIsEndedByTheTimeout() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--timeout", "3", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "hang");
        assertEquals(124, r.exit(), r.toString());
        contains(r, "ran past --timeout 3 s");
        assertTrue(r.millis() < 15_000, "ended in " + r.millis() + " ms");
    }

    @Test
    void aWrongClassNameOrClasspathIsReportedBeforeStarting() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "-cp", Launch.TEST_CLASSES, "programs.NoSuchProgram");
        assertEquals(2, r.exit(), r.toString());
        contains(r, "class programs.NoSuchProgram not found on the class path");
        r = Launch.mpjrun("-np", "2", "-jar", "/nonexistent/app.jar");
        assertEquals(2, r.exit(), r.toString());
        contains(r, "cannot open /nonexistent/app.jar");
        r = Launch.mpjrun("-cp", Launch.TEST_CLASSES, "programs.AllPairs");
        assertEquals(2, r.exit(), r.toString());
        contains(r, "-np N (N >= 1) is required");
    }

    @Test
    void extraJvmOptionsReachEveryRank() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--jvm-opt", "-Dmpj.device=nosuchdevice", "-cp", EXAMPLES, "examples.Ring");
        assertTrue(r.exit() != 0, r.toString());
        contains(r, "no device 'nosuchdevice'");
    }
}
