package io.mpj.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.CRC32;

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

    /** examples.SelfCheck's random mixed calls as processes (and as threads of one JVM), default and shared-memory algorithms. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"shm", "nio", "threads", "shm+shared_memory"})
    void theSelfCheckPassesOnEveryDevice(String how) throws Exception {
        String dev = how.replace("+shared_memory", "");
        List<String> args = new ArrayList<>(List.of("-np", "3", "--dev", dev, "--timeout", "120"));
        if (how.endsWith("+shared_memory")) {
            for (String p : List.of("allreduce", "reduce", "bcast", "barrier")) args.addAll(List.of("--jvm-opt", "-Dmpj.coll." + p + "=shared_memory"));
        }
        args.addAll(List.of("-cp", EXAMPLES, "examples.SelfCheck", "200", "3", "2"));
        Launch.Result r = Launch.mpjrun(args.toArray(new String[0]));
        assertEquals(0, r.exit(), r.toString());
        contains(r, "selfcheck ok: 200 calls on 3 ranks, then 100 in each of 2 threads per rank, seed 3");
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
        assertTrue(r.out().matches("(?s)mpjrun 0\\.1\\.0 \\(commit [0-9a-f]{7}(-dirty)?\\), Java .*"), r.toString());
        for (String tool : List.of("bin/mpj-bench", "bin/mpj-model")) {
            Launch.Result t = Launch.run(List.of(Launch.HOME.resolve(tool).toString(), "--version"), Map.of(), 60);
            assertEquals(0, t.exit(), t.toString());
            String name = tool.substring(4);
            assertTrue(t.out().matches("(?s)" + name + " 0\\.1\\.0 \\(commit [0-9a-f]{7}(-dirty)?\\), Java .*"), t.toString());
        }
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

    /**
     * As mpirun: rank 0 (or --stdin's rank) reads mpjrun's standard input to its end; the others read
     * nothing. The same when the ranks are threads of one JVM.
     */
    @Test
    void standardInputReachesOneRank() throws Exception {
        byte[] data = new byte[200_000]; // several chunks
        new Random(7).nextBytes(data);
        CRC32 crc = new CRC32();
        crc.update(data);
        String sum = Long.toHexString(crc.getValue());
        Path in = Files.createTempFile("stdin", ".bin");
        Files.write(in, data);
        for (String[] c : new String[][] {{"0", "0", "shm"}, {"2", "2", "shm"}, {"none", "-", "shm"}, {"1", "1", "threads"}, {"none", "-", "threads"}}) {
            Launch.Result r = Launch.run(List.of(Launch.MPJRUN, "-np", "3", "--dev", c[2], "--stdin", c[0], "-cp", Launch.TEST_CLASSES,
                    "programs.ReadStdin"), Map.of(), 60, in);
            assertEquals(0, r.exit(), r.toString());
            for (int rank = 0; rank < 3; rank++) {
                boolean reader = c[1].equals(Integer.toString(rank));
                contains(r, "rank " + rank + " read " + (reader ? data.length + " bytes, crc " + sum : "0 bytes"));
            }
        }
        Files.delete(in);
        Launch.Result bad = Launch.mpjrun("-np", "2", "--stdin", "2", "-cp", Launch.TEST_CLASSES, "programs.ReadStdin");
        assertEquals(2, bad.exit(), bad.toString());
        contains(bad, "--stdin 2: give a rank from 0 to 1, or none");
    }

    @Test
    void aRankExitingWithStatus3EndsTheJobWithThatStatus() throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "3", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "exit3");
        assertEquals(3, r.exit(), r.toString());
        contains(r, "mpjrun: rank 1 exited with status 3; stopping the other ranks");
        assertTrue(r.millis() < 20_000, "ended in " + r.millis() + " ms");
        // a survivor that notices first says one line ("mpjrun: rank 0 ends: rank 1 is gone ..."), no stack trace
        assertFalse(r.err().contains("\tat "), r.toString());
    }

    @Test
    void ranksMapTheLibrarysClassDataArchiveMadeOnTheFirstJob(@TempDir Path cds) throws Exception {
        List<String> job = List.of(Launch.MPJRUN, "-np", "2", "--jvm-opt", "-Xlog:class+load=info", "-cp", EXAMPLES, "examples.Ring", "1");
        String shared = "io.mpj.runtime.RankRuntime source: shared objects file (top)";
        Launch.Result first = Launch.run(job, Map.of("MPJ_CDS_DIR", cds.toString()), 120);
        assertEquals(0, first.exit(), first.toString());
        try (var files = Files.list(cds)) {
            assertEquals(List.of("jsa", "stamp"), files.map(f -> f.getFileName().toString().replaceAll(".*\\.", "")).sorted().toList());
        }
        assertTrue(first.out().contains(shared), "the first job already maps the archive it made:\n" + first);
        // the training job made the calls a program makes: nothing of the library's is loaded or spun elsewhere
        List<String> notShared = first.out().lines().filter(l -> l.matches(".*\\[class,load\\] (io\\.mpj\\.|mpi\\.).*"))
                .filter(l -> !l.contains("source: shared objects file"))
                .filter(l -> !l.contains("$$InjectedInvoker")).toList(); // JDK 22+'s foreign-function calls: no archive holds these
        assertEquals(List.of(), notShared, first.toString());
        Launch.Result off = Launch.run(job, Map.of("MPJ_CDS_DIR", cds.toString(), "MPJ_CDS", "off"), 120);
        assertEquals(0, off.exit(), off.toString());
        assertFalse(off.out().contains("shared objects file (top)"), off.toString());
        assertTrue(off.out().contains("io.mpj.runtime.RankRuntime source: file:"), off.toString());
    }

    @Test
    void aRankJvmRefusingItsOptionsIsReportedWithTheJvmsReason() throws Exception {
        // the JVMs end before they read the job secret: the launcher's write to them fails
        Launch.Result r = Launch.mpjrun("-np", "3", "--timeout", "60", "--jvm-opt", "-Xlog:nonsense", "-cp",
                Launch.TEST_CLASSES, "programs.AllPairs", "10");
        assertEquals(1, r.exit(), r.toString());
        contains(r, "Invalid tag 'nonsense' in log selection");
        assertTrue(r.err().matches("(?s).*mpjrun: rank \\d exited with status 1; stopping the other ranks.*"), r.toString());
        assertFalse(r.err().contains("cannot start the job"), r.toString());
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
        contains(r, "at programs.Misbehave.main(");
        assertFalse(r.err().contains("jdk.internal.reflect") || r.err().contains("RankMain"), "launcher frames in the trace:\n" + r);
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
    void aDeadlockEndsTheJobWithEveryRanksWaitInsteadOfHanging() throws Exception {
        for (String dev : List.of("shm", "nio", "threads")) {
            Launch.Result r = Launch.mpjrun("-np", "3", "--dev", dev, "--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.Deadlock");
            assertTrue(r.exit() != 0 && r.exit() != 124, r.toString());
            contains(r, "deadlock: every rank has waited in the library for over 2.0 s and no message is in flight");
            contains(r, "rank 0 waits in Recv for a message from rank 1 with tag 4; rank 1 waits in Recv for a message from rank 2 with tag 4;"
                    + " rank 2 waits in Recv for a message from rank 0 with tag 4");
            assertTrue(r.millis() < 30_000, dev + ": ended in " + r.millis() + " ms");
        }
        // a program that asks for THREAD_MULTIPLE may have a thread that sends later: no watch, the timeout ends it
        Launch.Result multiple = Launch.mpjrun("-np", "2", "--timeout", "5", "-cp", Launch.TEST_CLASSES, "programs.Deadlock", "multiple");
        assertEquals(124, multiple.exit(), multiple.toString());
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
        String cp = Launch.TEST_CLASSES + java.io.File.pathSeparator + "/no/such/dir";
        Launch.Result r = Launch.mpjrun("-np", "2", "-cp", cp, "programs.NoSuchProgram");
        assertEquals(2, r.exit(), r.toString());
        contains(r, "class programs.NoSuchProgram not found on the class path " + cp + " (these entries do not exist: /no/such/dir)");
        // found, but its superclass is missing: said as what it is, not as "not found"
        Path dir = Files.createTempDirectory("linkage");
        Files.writeString(dir.resolve("Base.java"), "public class Base {}");
        Files.writeString(dir.resolve("Derived.java"), "public class Derived extends Base { public static void main(String[] a) {} }");
        assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.toString(),
                dir.resolve("Base.java").toString(), dir.resolve("Derived.java").toString()));
        Files.delete(dir.resolve("Base.class"));
        r = Launch.mpjrun("-np", "2", "-cp", dir.toString(), "Derived");
        assertEquals(2, r.exit(), r.toString());
        contains(r, "class Derived was found but cannot be loaded: java.lang.NoClassDefFoundError: Base");
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

    /**
     * Ranks on this machine are bound to equal shares of its cores and size their JVMs to them, as mpirun
     * binds; not when there are more ranks than cores, or with --bind-to none; a user's own count wins.
     */
    @Test
    void eachLocalRankIsBoundToItsShareOfTheCores() throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        List<Integer> cpus = cpuList(Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow().split(":")[1]);
        Launch.Result r = Launch.mpjrun("-np", "2", "--display-map", "--display-devices", "-cp", Launch.TEST_CLASSES, "programs.Processors");
        assertEquals(0, r.exit(), r.toString());
        int each = cpus.size() / 2;
        if (each > 0) {
            contains(r, "mpjrun: ranks here bound to cpus ");
            contains(r, "cores: bound to cpus " + cpus.get(0)); // and its idle policy knows
            contains(r, "spin 50 us, yield to 2000 us");
        }
        for (int rank = 0; rank < 2; rank++) {
            contains(r, "rank " + rank + " sees " + Math.max(1, cores / 2) + " processors");
            List<Integer> expected = each == 0 ? cpus : cpus.subList(rank * each, (rank + 1) * each);
            assertEquals(expected, cpusOf(r, rank), "rank " + rank + " of 2 on " + cpus + ": " + r);
        }
        Launch.Result one = Launch.mpjrun("-np", "1", "-cp", Launch.TEST_CLASSES, "programs.Processors");
        contains(one, "rank 0 sees " + cores + " processors");
        assertEquals(cpus, cpusOf(one, 0));
        Launch.Result unbound = Launch.mpjrun("-np", "2", "--bind-to", "none", "--display-devices", "-cp", Launch.TEST_CLASSES,
                "programs.Processors");
        assertEquals(cpus, cpusOf(unbound, 1), unbound.toString());
        if (each > 0) contains(unbound, "cores: spin 2000 us, yield to 0 us");
        String more = Integer.toString(cpus.size() + 1);
        Launch.Result crowded = Launch.mpjrun("-np", more, "-cp", Launch.TEST_CLASSES, "programs.Processors");
        assertEquals(cpus, cpusOf(crowded, cpus.size()), "more ranks than cores: none is bound, " + crowded);
        Launch.Result refused = Launch.mpjrun("-np", more, "--bind-to", "core", "-cp", Launch.TEST_CLASSES, "programs.Processors");
        assertEquals(2, refused.exit(), refused.toString());
        contains(refused, "mpjrun: --bind-to core: " + more + " ranks here, but mpjrun may use " + cpus.size() + " cores");
        Launch.Result own = Launch.mpjrun("-np", "2", "--jvm-opt", "-XX:ActiveProcessorCount=3", "-cp", Launch.TEST_CLASSES,
                "programs.Processors");
        contains(own, "rank 1 sees 3 processors");
    }

    /**
     * mpjrun gives every rank what heap I/O needs: on JDK 22 and later the nio device moves large payloads
     * between the socket and the array, on 17 it says why it copies (the ranks run the test's own JDK).
     */
    @Test
    void ranksUseHeapIoFromJava22() throws Exception {
        List<String> cmd = List.of(Launch.MPJRUN, "-np", "2", "--dev", "nio", "--display-devices", "-cp", Launch.TEST_CLASSES,
                "programs.Processors");
        Launch.Result r = Launch.run(cmd, Map.of("JAVA_HOME", System.getProperty("java.home")), 120);
        assertEquals(0, r.exit(), r.toString());
        if (Runtime.version().feature() >= 22) contains(r, "nio: payloads from 131072 bytes between the socket and the array (heap I/O)");
        else contains(r, "nio: payloads through direct buffers (Java " + Runtime.version().feature() + " (heap I/O needs 22 or later))");
    }

    /** The cpus rank {@code rank} printed (programs.Processors). */
    private static List<Integer> cpusOf(Launch.Result r, int rank) {
        String prefix = "rank " + rank + " sees ";
        String line = r.out().lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow(() -> new AssertionError(r.toString()));
        return cpuList(line.substring(line.indexOf(", cpus ") + 7));
    }

    /** Linux's cpu list format, "0-2,5", as [0, 1, 2, 5]. */
    private static List<Integer> cpuList(String list) {
        List<Integer> cpus = new java.util.ArrayList<>();
        for (String part : list.trim().split(",")) {
            String[] range = part.split("-");
            for (int c = Integer.parseInt(range[0]); c <= Integer.parseInt(range[range.length - 1]); c++) cpus.add(c);
        }
        return cpus;
    }
}
