package io.mpj.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LaunchOptionsTest {
    @Test
    void optionsBeforeTheMainClassArgumentsAfterIt() {
        LaunchOptions o = LaunchOptions.parse(new String[] {"-np", "4", "-cp", "a:b", "--dev", "nio", "--timeout", "9",
            "--tag-output", "--jvm-opt", "-Xmx1g", "app.Main", "-np", "2", "--dev"}, "-Da=1  -Db=2", null);
        assertEquals(4, o.np());
        assertEquals("a:b", o.classpath());
        assertEquals("nio", o.device());
        assertEquals(9, o.timeoutSeconds());
        assertTrue(o.tagOutput());
        assertEquals(List.of("-Da=1", "-Db=2", "-Xmx1g"), o.jvmOptions());
        assertEquals("app.Main", o.mainClass());
        assertEquals(List.of("-np", "2", "--dev"), o.programArgs());
        assertFalse(o.hasHosts(), "no hosts: every rank here");
        assertEquals(List.of("ssh"), o.rsh());
        assertEquals(LaunchOptions.Binding.DEFAULT, o.bindTo());
        assertEquals(LaunchOptions.Binding.CORE, LaunchOptions.parse(new String[] {"-np", "2", "--bind-to", "core", "M"}, null, null).bindTo());
        assertEquals(LaunchOptions.Binding.NONE, LaunchOptions.parse(new String[] {"-np", "2", "M"}, null, null, "none").bindTo(), "MPJ_BIND_TO");
        assertEquals(LaunchOptions.Binding.CORE, LaunchOptions.parse(new String[] {"-np", "2", "--bind-to", "core", "M"}, null, null, "none").bindTo(),
                "the command line wins");
    }

    @Test
    void hostsFromAHostfileOrAListFillSlotsOrDealRoundRobin(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("hosts");
        Files.write(file, List.of("# the cluster", "a slots=2", "", "b slots=2   # two cores", "c"));
        LaunchOptions o = LaunchOptions.parse(new String[] {"--hostfile", file.toString(), "Main"}, null, "ssh -p 2222");
        assertEquals(5, o.np(), "-np defaults to every slot");
        assertArrayEquals(new String[] {"a", "a", "b", "b", "c"}, o.where());
        assertEquals(List.of("ssh", "-p", "2222"), o.rsh(), "MPJ_RSH");
        o = LaunchOptions.parse(new String[] {"--host", "a:2,b:2", "--map-by", "node", "-np", "3", "Main"}, null, null);
        assertArrayEquals(new String[] {"a", "b", "a"}, o.where());
        o = LaunchOptions.parse(new String[] {"--host", "a:4,b:4", "--npernode", "1", "--rsh", "rsh", "Main"}, null, "ssh");
        assertArrayEquals(new String[] {"a", "b"}, o.where());
        assertEquals(List.of("rsh"), o.rsh(), "--rsh wins over MPJ_RSH");
        o = LaunchOptions.parse(new String[] {"--host", "a,b", "-np", "3", "--oversubscribe", "Main"}, null, null);
        assertArrayEquals(new String[] {"a", "b", "a"}, o.where());
        assertEquals("mpjrun: a: ranks 0 2\nmpjrun: b: ranks 1\n", Hosts.describe(o.where()));
    }

    @Test
    void hostMistakesAreExplained(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("hosts");
        Files.write(file, List.of("a slots=two"));
        assertMessage("slots must be a positive number, got 'two'", "--hostfile", file.toString(), "Main");
        Files.write(file, List.of("a cpus=2"));
        assertMessage("line 1: unknown field 'cpus=2'", "--hostfile", file.toString(), "Main");
        assertMessage("cannot read the hostfile " + dir.resolve("none") + ": no such file", "--hostfile", dir.resolve("none").toString(), "Main");
        assertMessage("3 ranks but only 2 slots on 2 host(s)", "--host", "a,b", "-np", "3", "Main");
        assertMessage("--map-by ring: use slot or node", "--map-by", "ring", "Main");
        assertMessage("give --hostfile or --host, not both", "--hostfile", file.toString(), "--host", "a", "Main");
    }

    private static void assertMessage(String part, String... args) {
        String m = assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(args, null, null)).getMessage();
        assertTrue(m.contains(part), m);
    }

    @Test
    void mistakesAreExplained() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"Main"}, null, null))
                .getMessage().contains("-np N"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"-np", "x"}, null, null))
                .getMessage().contains("needs a number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"-np", "2", "--bogus"}, null, null))
                .getMessage().contains("unknown option --bogus"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"-np", "2"}, null, null))
                .getMessage().contains("no main class"));
        assertMessage("--bind-to socket: give core or none", "-np", "2", "--bind-to", "socket", "Main");
    }

    @Test
    void threadsIsOneProcessThatRunsTheRanksWithItsOwnJvmDefaults() {
        LaunchOptions o = LaunchOptions.parse(new String[] {"-np", "3", "--dev", "threads", "-cp", "app.jar", "app.Main", "x"}, "-Xmx2g", null);
        assertEquals(1, o.np(), "one JVM");
        assertTrue(o.threads());
        assertEquals(ThreadJob.class.getName(), o.mainClass());
        assertEquals(List.of("3", RankCommand.libraryClasspath(), "app.Main", "x"), o.programArgs());
        int compilers = 2 * Math.min(3, Runtime.getRuntime().availableProcessors());
        assertEquals(List.of("-XX:+UseParallelGC", "-XX:CICompilerCount=" + compilers, "-Dmpj.threads.stdin=0", "-Xmx2g"), o.jvmOptions(),
                "the JVM's defaults but the heap the user sized, then rank 0 as the one that reads its standard input, then the user's options");
        assertTrue(LaunchOptions.parse(new String[] {"-np", "3", "--dev", "threads", "app.Main"}, null, null).jvmOptions()
                .contains("-XX:InitialRAMPercentage=4.6875"), "three rank JVMs' initial heap, 1/64 of the memory each");
        assertEquals(null, o.device(), "no device for the one process: its ranks meet in memory");
        assertEquals(List.of(), ThreadJob.jvmDefaults(3, 2, List.of("-XX:+UseG1GC", "-XX:CICompilerCount=8", "-Xms1g")), "the user's choices are kept");
        for (String heap : List.of("-Xmx512m", "-Xmn64m", "-XX:MaxRAMPercentage=10", "-XX:InitialHeapSize=1g", "-XX:NewSize=100m", "-XX:NewRatio=3")) {
            assertEquals(2, ThreadJob.jvmDefaults(3, 2, List.of(heap)).size(), heap + " sizes the heap: no initial heap of ours");
        }
        assertEquals(List.of("-XX:+UseParallelGC", "-XX:CICompilerCount=4", "-XX:InitialRAMPercentage=25.0"), ThreadJob.jvmDefaults(16, 2, List.of()),
                "compilers up to the cores, the initial heap up to a JVM's maximum");
        LaunchOptions tagged = LaunchOptions.parse(new String[] {"-np", "2", "--dev", "threads", "--tag-output", "app.Main"}, null, null);
        assertFalse(tagged.tagOutput(), "the one process's lines are its ranks', tagged inside it");
        assertTrue(tagged.jvmOptions().contains("-Dmpj.threads.tag=true"), tagged.jvmOptions().toString());
        LaunchOptions noInput = LaunchOptions.parse(new String[] {"-np", "2", "--dev", "threads", "--stdin", "none", "app.Main"}, null, null);
        assertEquals(-1, noInput.stdinRank());
        assertTrue(noInput.jvmOptions().stream().noneMatch(opt -> opt.startsWith("-Dmpj.threads.stdin")), noInput.jvmOptions().toString());
        assertFalse(LaunchOptions.parse(new String[] {"-np", "2", "app.Main"}, null, null).threads());
        IllegalArgumentException hosts = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(new String[] {"-np", "2", "--dev", "threads", "--host", "a:2", "M"}, null, null));
        assertTrue(hosts.getMessage().startsWith("--dev threads runs every rank in one JVM on this machine"), hosts.getMessage());
        IllegalArgumentException mixed = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(new String[] {"-np", "2", "--dev", "threads,nio", "M"}, null, null));
        assertEquals("--dev threads,nio: threads runs every rank in one JVM and takes no other device", mixed.getMessage());
    }
}
