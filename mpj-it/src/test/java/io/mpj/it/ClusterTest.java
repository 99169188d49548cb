package io.mpj.it;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Jobs across the hosts of an emulated cluster (bin/mpj-cluster: 3 network namespaces with 2 slots
 * each, an OpenSSH server in each), launched by mpjrun --hostfile over ssh and by Open MPI's mpirun.
 * Needs root, as CI is; it does not skip.
 */
@Timeout(600)
class ClusterTest {
    private static final String EXAMPLES = Launch.HOME.resolve("mpj-examples/target/mpj-examples.jar").toString();
    private static final Pattern ROUTES = Pattern.compile("mpj: rank (\\d+) on (\\S+) \\((\\d+) ranks on this machine's (\\d+) cores: (?:bound to cpus \\S+, )?spin (\\d+) us, yield to (\\d+) us\\) reaches ([^;]*)(?:; .*)?");

    @BeforeAll
    static void up() throws Exception {
        Cluster.up(3, 2);
    }

    @AfterAll
    static void downTwiceLeavesNothing() throws Exception {
        Cluster.down();
        Cluster.assertNothingLeft();
        Cluster.up(2, 1); // up and down again, and up over a cluster that is up: safe to repeat
        Cluster.up(2, 1, "--rate", "100mbit", "--burst", "32k");
        // the rate limit (and the token bucket asked for) on the link in both directions: the bridge's side and the node's
        String[] sides = {Launch.run(List.of("tc", "qdisc", "show", "dev", "mpjc-v1"), Map.of(), 30).out(),
                Cluster.ssh("mpj-node1", "tc qdisc show dev eth0").out()};
        for (String side : sides) assertTrue(side.contains("tbf") && side.contains("rate 100Mbit burst 32Kb"), side);
        Cluster.down();
        Cluster.down();
        Cluster.assertNothingLeft();
    }

    private static Launch.Result mpjrun(String... args) throws Exception {
        List<String> a = new ArrayList<>(List.of("--hostfile", Cluster.HOSTFILE.toString()));
        a.addAll(List.of(args));
        return Launch.mpjrun(a.toArray(new String[0]));
    }

    private static void contains(Launch.Result r, String text) {
        assertTrue(r.out().contains(text) || r.err().contains(text), "expected '" + text + "' in:\n" + r);
    }

    @Test
    void sixRanksOnThreeHostsTalkThroughRingsOnAHostAndSocketsBetweenHosts() throws Exception {
        Launch.Result ring = mpjrun("--display-devices", "--display-map", "-cp", EXAMPLES, "examples.Ring", "5");
        assertEquals(0, ring.exit(), ring.toString());
        contains(ring, "ring: 6 ranks, 5 laps, token 75 (correct)");
        contains(ring, "mpjrun: mpj-node2: ranks 2 3");
        Map<Integer, String> host = new HashMap<>();
        Map<Integer, String[]> routes = new HashMap<>();
        for (String line : ring.err().lines().toList()) {
            Matcher m = ROUTES.matcher(line);
            if (!m.matches()) continue;
            host.put(Integer.parseInt(m.group(1)), m.group(2));
            routes.put(Integer.parseInt(m.group(1)), m.group(7).split(" "));
            assertEquals("6", m.group(3), "the hosts share one machine: its cores are counted once, " + line);
            if (Integer.parseInt(m.group(4)) < 6) {
                assertEquals("0", m.group(5), "more ranks than cores: no spinning, " + line);
                assertEquals("0", m.group(6), "more ranks than cores: no yielding beyond the minimum, " + line);
            }
        }
        assertEquals(6, routes.size(), ring.toString());
        for (int r = 0; r < 6; r++) {
            assertEquals("mpj-node" + (r / 2 + 1), host.get(r), "--map-by slot fills each host's two slots");
            for (int p = 0; p < 6; p++) {
                String expected = p + ":" + (p == r ? "self" : host.get(p).equals(host.get(r)) ? "shm" : "nio");
                assertEquals(expected, routes.get(r)[p], "rank " + r + " to rank " + p);
            }
        }
        Launch.Result pairs = mpjrun("-cp", Launch.TEST_CLASSES, "programs.AllPairs", "20000");
        assertEquals(0, pairs.exit(), pairs.toString());
        contains(pairs, "allpairs p=6 n=20000 bad=0");
        for (String n : new String[] {"7", "200000"}) {
            Launch.Result coll = mpjrun("--map-by", "node", "-cp", Launch.TEST_CLASSES, "programs.CollectiveChecks", n);
            assertEquals(0, coll.exit(), coll.toString());
            contains(coll, "collectives ok p=6 n=" + n);
        }
        // every call of the API in random order, ranks alternating hosts (rings and sockets in one call,
        // node-aware algorithms where the rules for several hosts pick them), on COMM_WORLD, a duplicate
        // and a split, then from threads
        Launch.Result check = mpjrun("--map-by", "node", "-cp", EXAMPLES, "examples.SelfCheck", "150", "3", "2");
        assertEquals(0, check.exit(), check.toString());
        contains(check, "selfcheck ok: 150 calls on 6 ranks, then 75 in each of 2 threads per rank, seed 3");
    }

    @Test
    void openMpisMpirunStartsOurRanksAcrossTheHosts() throws Exception {
        String java = System.getProperty("java.home") + "/bin/java";
        String cp = Launch.libraryClasspath() + File.pathSeparator + Path.of(Launch.TEST_CLASSES).toAbsolutePath();
        List<String> cmd = List.of(MpirunBootstrapTest.MPIRUN.toString(), "--allow-run-as-root", "--hostfile",
                Cluster.HOSTFILE.toString(), "-np", "6", "--mca", "oob_tcp_if_include", "198.18.0.0/24",
                "-x", "MPJ_RENDEZVOUS", "-x", "MPJ_JOB_SECRET", "-x", "MPJ_DISPLAY_DEVICES", java, "-cp", cp, "programs.AllPairs", "20000");
        Map<String, String> env = Map.of("MPJ_RENDEZVOUS", "mpj-node1:7400", "MPJ_DISPLAY_DEVICES", "true",
                "MPJ_JOB_SECRET", io.mpj.transport.JobSecret.toHex(io.mpj.transport.JobSecret.random()));
        Launch.Result r = Launch.run(cmd, env, 120);
        assertEquals(0, r.exit(), r.toString());
        contains(r, "allpairs p=6 n=20000 bad=0");
        contains(r, "reaches 0:nio 1:nio 2:shm 3:self 4:nio 5:nio");
        contains(r, "mpj: rank 3 on mpj-node2 (6 ranks on this machine's");
    }

    @Test
    void hostsThatCannotRunTheJobAreNamedBeforeAnythingStarts(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path unreachable = dir.resolve("hosts");
        Files.write(unreachable, List.of("mpj-node1 slots=1", "198.18.0.250 slots=1"));
        Launch.Result r = Launch.mpjrun("--hostfile", unreachable.toString(), "-cp", EXAMPLES, "examples.Ring");
        assertEquals(2, r.exit(), r.toString());
        contains(r, "cannot reach host 198.18.0.250");
        contains(r, "nothing started");

        r = mpjrun("--rsh", "/nonexistent/ssh", "-cp", EXAMPLES, "examples.Ring");
        assertEquals(2, r.exit(), r.toString());
        contains(r, "cannot run the remote shell '/nonexistent/ssh' for host mpj-node1");

        // a jar that mpj-node2 cannot see: a private empty file system over its directory there
        Path jarDir = Files.createTempDirectory(Path.of("/tmp"), "mpj-it-jar");
        Path jar = Files.copy(Path.of(EXAMPLES), jarDir.resolve("examples.jar"));
        try {
            assertEquals(0, Cluster.ssh("mpj-node2", "mount -t tmpfs none " + jarDir).exit());
            r = mpjrun("-cp", jar.toString(), "examples.Ring");
            assertEquals(2, r.exit(), r.toString());
            contains(r, "on host mpj-node2: class path entry " + jar + " does not exist");
            assertFalse(r.err().contains("on host mpj-node1") || r.err().contains("on host mpj-node3"), r.toString());
        } finally {
            Cluster.ssh("mpj-node2", "umount " + jarDir);
            Files.delete(jar);
            Files.delete(jarDir);
        }

        // no java on mpj-node3: an empty file system over the JDK there
        Path jdk = Path.of(System.getProperty("java.home"));
        try {
            assertEquals(0, Cluster.ssh("mpj-node3", "mount -t tmpfs none " + jdk).exit());
            r = mpjrun("-cp", EXAMPLES, "examples.Ring");
            assertEquals(2, r.exit(), r.toString());
            contains(r, "on host mpj-node3: no java at " + jdk.resolve("bin/java"));
        } finally {
            Cluster.ssh("mpj-node3", "umount " + jdk);
        }
    }

    @Test
    void aDeadlockAcrossHostsEndsTheJobWithEveryRanksWait() throws Exception {
        // six ranks, two per host: the ring of receives spans rings and sockets
        Launch.Result r = mpjrun("--timeout", "60", "-cp", Launch.TEST_CLASSES, "programs.Deadlock");
        assertTrue(r.exit() != 0 && r.exit() != 124, r.toString());
        contains(r, "no message is in flight, so no wait can ever end. rank 0 waits in Recv for a message from rank 1 with tag 4;");
        contains(r, "rank 5 waits in Recv for a message from rank 0 with tag 4");
    }

    @Test
    void aRemoteRankKilledWithSignal9EndsTheJobNamingRankAndHost() throws Exception {
        Launch.Result r = mpjrun("-np", "3", "--map-by", "node", "-cp", Launch.TEST_CLASSES, "programs.Misbehave", "kill9");
        assertNotEquals(0, r.exit(), r.toString());
        contains(r, "mpjrun: rank 1 on mpj-node2 ended with its remote shell's status 255");
    }

    @Test
    void aHostThatGoesAwayEndsTheJobWithinFiveSeconds() throws Exception {
        Process job = start("programs.Linger");
        try {
            awaitLines(job, 6, "lingers on");
            long t0 = System.nanoTime();
            assertEquals(0, Launch.run(List.of("ip", "link", "set", "mpjc-v3", "down"), Map.of(), 30).exit());
            assertTrue(job.waitFor(30, TimeUnit.SECONDS), "the job did not end after mpj-node3 went away");
            long ms = (System.nanoTime() - t0) / 1_000_000;
            String err = new String(job.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(err.contains("on mpj-node3 ended with its remote shell's status 255"), err);
            assertTrue(ms < 5000, "the job ended " + ms + " ms after its host went away");
        } finally {
            job.destroyForcibly();
            Launch.run(List.of("ip", "link", "set", "mpjc-v3", "up"), Map.of(), 30);
        }
    }

    @Test
    void ctrlCOfMpjrunLeavesNoProcessOnAnyHostAndTheSecretWasOnNoCommandLine() throws Exception {
        Process job = start("programs.Linger");
        try {
            List<String> lines = awaitLines(job, 7, "lingers on", "secret ");
            String secret = lines.stream().filter(l -> l.startsWith("secret ")).findFirst().orElseThrow().substring(7);
            assertEquals(32, secret.length(), secret);
            // the hosts share this machine's process table: every process of every host is here
            String ps = Launch.run(List.of("ps", "-eo", "args"), Map.of(), 30).out();
            assertEquals(6, ps.lines().filter(l -> l.contains("RankMain programs.Linger") && l.startsWith("/")).count(), ps);
            assertFalse(ps.contains(secret), "the job secret is on a command line:\n" + ps);
            for (ProcessHandle h : ProcessHandle.allProcesses().toList()) {
                Path environ = Path.of("/proc", "" + h.pid(), "environ");
                if (h.info().commandLine().orElse("").contains("RankMain programs.Linger") && Files.isReadable(environ)) {
                    assertFalse(new String(Files.readAllBytes(environ), StandardCharsets.ISO_8859_1).contains(secret),
                            "the job secret is in the environment of " + h.pid());
                }
            }
            assertFalse(ignoresSigint(job.pid()), "mpjrun inherited SIGINT ignored (the tests were started in the background"
                    + " by a shell without job control, which ignores it in every child): run them in the foreground");
            assertEquals(0, Launch.run(List.of("kill", "-INT", "" + job.pid()), Map.of(), 30).exit());
            assertTrue(job.waitFor(30, TimeUnit.SECONDS), "mpjrun did not end on SIGINT");
            assertNotEquals(0, job.exitValue());
            // the job's processes, given up to 5 s to end (they end on their own once mpjrun is gone)
            CompletableFuture<?>[] ends = lingerProcesses().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new);
            try {
                CompletableFuture.allOf(ends).get(5, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                // counted below
            }
            assertEquals(0, lingerProcesses().count(), "processes of the job left after mpjrun ended");
        } finally {
            job.destroyForcibly();
        }
    }

    private static Stream<ProcessHandle> lingerProcesses() {
        return ProcessHandle.allProcesses().filter(h -> h.info().commandLine().orElse("").contains("programs.Linger"));
    }

    /** Whether process {@code pid} ignores SIGINT (bit 2 of SigIgn in its status), as a JVM then does too. */
    private static boolean ignoresSigint(long pid) throws Exception {
        String mask = Files.readAllLines(Path.of("/proc", "" + pid, "status")).stream()
                .filter(l -> l.startsWith("SigIgn:")).findFirst().orElseThrow().substring(7).trim();
        return (Long.parseLong(mask, 16) & (1L << 1)) != 0;
    }

    /** Starts mpjrun on the cluster's six slots running {@code main}, stdout piped. */
    private static Process start(String main) throws Exception {
        return new ProcessBuilder(Launch.MPJRUN, "--hostfile", Cluster.HOSTFILE.toString(), "-cp", Launch.TEST_CLASSES, main)
                .start();
    }

    /** Reads stdout until {@code n} lines start with one of {@code prefixes} (or contain them). */
    private static List<String> awaitLines(Process p, int n, String... marks) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        List<String> got = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (got.size() < n && System.nanoTime() < deadline) {
            String line = in.readLine();
            if (line == null) break;
            for (String m : marks) if (line.contains(m)) {
                got.add(line);
                break;
            }
        }
        assertEquals(n, got.size(), "lines seen: " + got);
        return got;
    }
}
