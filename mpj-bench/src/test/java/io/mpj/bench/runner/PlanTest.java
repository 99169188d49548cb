package io.mpj.bench.runner;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlanTest {
    private final Layout layout = new Layout(Path.of("/nonexistent"));
    private final Path work = Path.of("/tmp/w");

    private Plan.Request request(List<LibraryRunner> libs, Map<String, String> algos, boolean all, List<String> tests) {
        return new Plan.Request(libs, Map.of(), List.of(2, 4), tests, List.of("--method", "min"), algos, all, 60);
    }

    @Test
    void everyDeviceAndProcessCountOfEveryLibrary() {
        List<Plan.Launch> l = Plan.of(request(List.copyOf(Runners.all(layout).values()), Map.of(), false, List.of("PingPong")), work);
        // ours: shm, nio, threads; mpjexpress: niodev, multicore; jni: vader, tcp; c: vader, tcp; each at p = 2, 4
        assertEquals(18, l.size());
        assertEquals("ours/shm p=2", l.get(0).label());
        assertEquals(List.of("--tests", "PingPong", "--method", "min"), l.get(0).job().suiteArgs());
    }

    /** Ours as built in this tree: its catalogue comes from bin/mpjrun --list-algorithms. */
    private static OursRunner built() {
        return new OursRunner(Layout.detect());
    }

    @Test
    void theCatalogueIsTheLibrarysOwn() {
        OursRunner ours = built();
        assertEquals(List.of("binomial", "linear", "scatter_allgather", "chain", "hierarchical", "shared_memory"), ours.algorithms("bcast"));
        assertEquals(List.of("recursive_doubling", "linear"), ours.algorithms("scan"));
        assertTrue(ours.algorithms("pingpong").isEmpty());
    }

    @Test
    void everyAlgorithmOfEveryCollectiveTestIsItsOwnLaunch() {
        OursRunner ours = built();
        List<Plan.Launch> l = Plan.of(new Plan.Request(List.of(ours), Map.of(), List.of(2),
                List.of("PingPong", "Bcast", "Reduce-null"), List.of(), Map.of(), true, 60), work);
        int expected = 1 + ours.algorithms("bcast").size() + ours.algorithms("reduce").size();
        assertEquals(3 * expected, l.size(), "each of our three devices");
        Job chain = l.stream().map(Plan.Launch::job).filter(j -> j.deviceLabel().equals("shm+chain")).findFirst().orElseThrow();
        assertEquals(Map.of("mpj.coll.bcast", "chain"), chain.properties());
        assertEquals(List.of("--tests", "Bcast"), chain.suiteArgs());
    }

    @Test
    void aForcedAlgorithmReachesTheRanksAndTheDeviceLabel() throws Exception {
        List<Plan.Launch> l = Plan.of(request(List.of(built()), Map.of("bcast", "linear"), false, List.of("Bcast")), work);
        Job j = l.get(0).job();
        assertEquals("shm+linear", j.deviceLabel());
        List<String> cmd = l.get(0).runner().command(j, Program.suite(layout, "ours", j, Path.of("out.csv")));
        assertTrue(cmd.contains("-Dmpj.coll.bcast=linear"), cmd.toString());
        assertTrue(cmd.containsAll(List.of("--device", "shm+linear", "--out", "out.csv")), cmd.toString());
    }

    @Test
    void unknownAlgorithmsAndDevicesAreClearErrors() {
        IllegalArgumentException a = assertThrows(IllegalArgumentException.class, () ->
                Plan.of(request(List.of(built()), Map.of("bcast", "fastest"), false, List.of("Bcast")), work));
        assertTrue(a.getMessage().contains("algorithms of bcast"), a.getMessage());
        IllegalArgumentException d = assertThrows(IllegalArgumentException.class, () -> Plan.of(new Plan.Request(
                List.of(new CTwinRunner(layout)), Map.of("c", List.of("shm")), List.of(2), List.of("PingPong"), List.of(),
                Map.of(), false, 60), work));
        assertTrue(d.getMessage().contains("vader, tcp"), d.getMessage());
    }

    @Test
    void testsMapToCatalogPrimitives() {
        assertEquals("reduce", Plan.primitiveOf("Reduce-null"));
        assertEquals("reduce_scatter", Plan.primitiveOf("Reduce_scatter"));
        assertNull(Plan.primitiveOf("Random2Sets"));
    }

    @Test
    void roundsRepeatEveryLaunchRoundAfterRoundEverySecondOneReversedSoNoLibraryAlwaysGoesFirst() {
        List<LibraryRunner> libs = List.of(new OursRunner(layout), new OursRunner(layout, "baseline"));
        List<Plan.Launch> l = Plan.of(new Plan.Request(libs, Map.of("ours", List.of("shm"), "baseline", List.of("shm")), List.of(2),
                List.of("PingPong"), List.of(), Map.of(), false, 60, 3, null), work);
        assertEquals(List.of("ours/shm p=2 round 1", "baseline/shm p=2 round 1", "baseline/shm p=2 round 2",
                "ours/shm p=2 round 2", "ours/shm p=2 round 3", "baseline/shm p=2 round 3"),
                l.stream().map(Plan.Launch::label).toList());
    }

    @Test
    void withAHostfileEveryLauncherGetsItAndInProcessDevicesStayOut() throws Exception {
        Path hosts = Path.of("/cluster/hostfile");
        List<Plan.Launch> l = Plan.of(new Plan.Request(List.copyOf(Runners.all(layout).values()), Map.of(), List.of(4),
                List.of("Bcast"), List.of(), Map.of(), false, 60, 1, hosts), work);
        assertEquals(List.of("ours/shm p=4", "ours/nio p=4", "mpjexpress/niodev p=4", "jni/vader p=4", "jni/tcp p=4",
                "c/vader p=4", "c/tcp p=4"), l.stream().map(Plan.Launch::label).toList(), "multicore is one JVM");
        for (Plan.Launch x : l) {
            if (x.runner() instanceof MpjExpressRunner) continue; // its hosts go to a machines file
            String cmd = String.join(" ", x.runner().command(x.job(), Program.suite(layout, x.runner().name(), x.job(), Path.of("o.csv"))));
            assertTrue(cmd.contains("--hostfile /cluster/hostfile"), cmd);
            if (x.job().device().equals("vader")) assertTrue(cmd.contains("--mca btl self,vader,tcp"), "vader within a host, tcp between: " + cmd);
            if (x.job().device().equals("tcp")) assertFalse(cmd.contains("btl_tcp_if_include lo"), "not loopback: " + cmd);
        }
    }

    @Test
    void nativePeersUseMpirunWithTheDevicesTransports() throws Exception {
        Job tcp = new Job("tcp", "tcp", 4, List.of(), Map.of(), work, 60);
        List<String> c = new CTwinRunner(layout).command(tcp, Program.suite(layout, "c", tcp, Path.of("o.csv")));
        assertEquals("mpirun", c.get(0));
        assertTrue(String.join(" ", c).contains("--mca btl self,tcp --mca btl_tcp_if_include lo"), c.toString());
        assertTrue(c.contains("--oversubscribe"));
        Job vader = new Job("vader", "vader", 2, List.of(), Map.of(), work, 60);
        assertTrue(String.join(" ", new JniRunner(layout).command(vader, Program.suite(layout, "jni", vader, Path.of("o.csv"))))
                .contains("-Djava.library.path=/nonexistent/mpj-jni/target/native"));
        Program noTwin = new Program("JGF kernels", Path.of("jgf.jar"), "jgf.Main", null, List.of("all"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CTwinRunner(layout).command(vader, noTwin));
        assertTrue(e.getMessage().contains("has no C twin"), e.getMessage());
    }

    /** A baseline checkout from before {@code --dev threads} is timed on the process devices only: its mpjrun's help decides. */
    @Test
    void aBaselineOffersThreadsOnlyIfItsMpjrunHasThem(@TempDir Path dir) throws Exception {
        assertEquals(List.of("shm", "nio", "threads"), new OursRunner(layout).devices());
        for (String help : List.of("--dev LIST  devices: shm,nio", "--dev LIST ...\n --dev threads: every rank a thread")) {
            Path home = Files.createTempDirectory(dir, "checkout");
            Path mpjrun = Files.createDirectories(home.resolve("bin")).resolve("mpjrun");
            Files.writeString(mpjrun, "#!/bin/sh\nprintf '%s\\n' '" + help + "'\n");
            assertTrue(mpjrun.toFile().setExecutable(true));
            List<String> expected = help.contains("threads") ? List.of("shm", "nio", "threads") : List.of("shm", "nio");
            assertEquals(expected, new OursRunner(new Layout(home), "baseline").devices(), help);
        }
    }
}
