package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code mpjrun --dev threads}: every rank a thread of one JVM. */
class ThreadRanksTest {
    private static final Pattern PROBE = Pattern.compile("probe rank (\\d+) of (\\d+) mains=(\\d+) sum=(\\d+) tokens=(\\d+) facade=(\\S+) engine=(\\d+) cpus=(\\S+)");

    private static final String CPUS_OF_THIS_PROCESS = cpusOfThisProcess();

    @Test
    void eachRankHasItsOwnFacadeAndProgramClassesAndSharesTheEngine() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "4", "--dev", "threads", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.ThreadRankProbe");
        assertEquals(0, r.exit(), r.toString());
        Set<String> ranks = new HashSet<>(), facades = new HashSet<>(), engines = new HashSet<>();
        Matcher m = PROBE.matcher(r.out());
        while (m.find()) {
            ranks.add(m.group(1));
            assertEquals("4", m.group(2), r.toString());
            assertEquals("1", m.group(3), "the program's static, per rank: " + r);
            assertEquals("6", m.group(4), "Allreduce of the ranks: " + r);
            assertEquals(m.group(1).equals("0") ? "3" : "0", m.group(5), "tokens (a class of the program) received: " + r);
            facades.add(m.group(6));
            engines.add(m.group(7));
        }
        assertEquals(Set.of("0", "1", "2", "3"), ranks, r.toString());
        assertEquals(Set.of("rank-0", "rank-1", "rank-2", "rank-3"), facades, "a class loader per rank for mpi.*: " + r);
        assertEquals(1, engines.size(), "one engine for all ranks: " + r);
    }

    /** As mpjrun binds rank processes: with a core for each rank, each rank's thread is bound to its own. */
    @Test
    void withACoreForEachRankEachRanksThreadIsBoundToItsOwn() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--dev", "threads", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.ThreadRankProbe");
        assertEquals(0, r.exit(), r.toString());
        Set<String> cpus = new HashSet<>();
        Matcher m = PROBE.matcher(r.out());
        while (m.find()) cpus.add(m.group(8));
        assertEquals(2, cpus.size(), "a cpu set of its own for each rank: " + r);
        for (String c : cpus) assertNotEquals(CPUS_OF_THIS_PROCESS, c, "a share of the cores, not all: " + r);
        Launch.Result unbound = Launch.mpjrun("-np", "2", "--dev", "threads", "--bind-to", "none", "--timeout", "60", "-cp", Launch.TEST_CLASSES,
                "programs.ThreadRankProbe");
        Matcher u = PROBE.matcher(unbound.out());
        while (u.find()) assertEquals(CPUS_OF_THIS_PROCESS, u.group(8), "--bind-to none: " + unbound);
    }

    @Test
    void theCollectivesAndLongMessagesWork() throws Exception {
        for (String n : List.of("7", "200000")) {
            Launch.Result r = Launch.mpjrun("-np", "3", "--dev", "threads", "--timeout", "120", "-cp", Launch.TEST_CLASSES,
                    "programs.CollectiveChecks", n);
            assertEquals(0, r.exit(), r.toString());
            assertTrue(r.out().contains("collectives ok p=3 n=" + n), r.toString());
        }
        Launch.Result pairs = Launch.mpjrun("-np", "3", "--dev", "threads", "--timeout", "120", "-cp", Launch.TEST_CLASSES,
                "programs.AllPairs", "200000");
        assertEquals(0, pairs.exit(), pairs.toString());
        assertTrue(pairs.out().contains("allpairs p=3 n=200000 bad=0"), pairs.toString());
    }

    /** An exception out of one rank's main, or its System.exit, ends the job with that rank's status (1 for a 0 before MPI.Finalize). */
    @Test
    void oneRankThrowingOrExitingEndsTheJob() throws Exception {
        Launch.Result thrown = misbehave("throw");
        assertEquals(70, thrown.exit(), thrown.toString());
        assertTrue(thrown.err().contains("mpjrun: rank 1: uncaught exception in programs.Misbehave.main:"), thrown.toString());
        assertTrue(thrown.err().contains("boom from rank 1"), thrown.toString());
        Launch.Result exited = misbehave("exit3");
        assertEquals(3, exited.exit(), exited.toString());
        assertTrue(exited.err().contains("mpjrun: rank 1 called System.exit before MPI.Finalize"), exited.toString());
        assertTrue(exited.err().contains("mpjrun: the JVM of the ranks (--dev threads) exited with status 3"), exited.toString());
        // with 0 the job would pass for a success: it ends with 1, as a rank process's peers fail when it exits before Finalize
        Launch.Result zero = misbehave("exit0");
        assertEquals(1, zero.exit(), zero.toString());
        assertTrue(zero.err().contains("mpjrun: rank 1 called System.exit before MPI.Finalize"), zero.toString());
    }

    /** As a rank process's exit after its Finalize ends that process alone: the other ranks' work and output are not cut off. */
    @Test
    void aRankExitingAfterFinalizeLetsTheOthersFinish() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "3", "--dev", "threads", "--timeout", "60", "-cp", Launch.TEST_CLASSES,
                "programs.ExitAfterFinalize");
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("rank 0 done after Finalize") && r.out().contains("rank 2 done after Finalize"), r.toString());
        assertFalse(r.err().contains("called System.exit"), r.toString());
    }

    /** As when a rank process exits before MPI.Finalize: its peers learn it is gone instead of waiting for it. */
    @Test
    void aRankReturningFromMainBeforeFinalizeEndsTheJobInsteadOfHanging() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--dev", "threads", "--timeout", "60", "-cp", Launch.TEST_CLASSES,
                "programs.ReturnBeforeFinalize");
        assertEquals(70, r.exit(), r.toString());
        assertTrue(r.err().contains("mpjrun: rank 0 ends: rank 1 is gone (its main returned); it exited or crashed before MPI.Finalize"),
                r.toString());
    }

    private static Launch.Result misbehave(String how) throws Exception {
        return Launch.mpjrun("-np", "3", "--dev", "threads", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", how);
    }

    @Test
    void hostsAreRefusedWithTheReason() throws Exception {
        Launch.Result hosts = Launch.mpjrun("-np", "2", "--dev", "threads", "--host", "localhost:2", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "ok");
        assertEquals(2, hosts.exit(), hosts.toString());
        assertTrue(hosts.err().contains("--dev threads runs every rank in one JVM on this machine"), hosts.toString());
    }

    /** --tag-output: the same whole lines, each with its [rank], as when the ranks are processes. */
    @Test
    void taggedOutputIsTheProcessesLinesWithTheirRanks() throws Exception {
        Launch.Result threads = Launch.mpjrun("-np", "3", "--dev", "threads", "--tag-output", "--timeout", "60", "-cp", Launch.TEST_CLASSES,
                "programs.TaggedLines");
        Launch.Result processes = Launch.mpjrun("-np", "3", "--tag-output", "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.TaggedLines");
        assertEquals(0, threads.exit(), threads.toString());
        assertEquals(0, processes.exit(), processes.toString());
        Set<String> out = new HashSet<>(threads.out().lines().toList()), err = new HashSet<>(threads.err().lines().toList());
        for (int r = 0; r < 3; r++) {
            for (String line : List.of("out of rank ", "a thread of rank ", "last words of rank ")) {
                assertTrue(out.contains("[" + r + "] " + line + r), "'[" + r + "] " + line + r + "' in " + threads);
            }
            assertTrue(err.contains("[" + r + "] err of rank " + r), threads.toString());
        }
        assertEquals(new HashSet<>(processes.out().lines().toList()), out, "processes: " + processes + "\nthreads: " + threads);
        assertEquals(new HashSet<>(processes.err().lines().toList()), err, "processes: " + processes + "\nthreads: " + threads);
    }

    private static String cpusOfThisProcess() {
        try {
            return java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status")).stream()
                    .filter(l -> l.startsWith("Cpus_allowed_list:")).map(l -> l.substring(18).trim()).findFirst().orElse("?");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
