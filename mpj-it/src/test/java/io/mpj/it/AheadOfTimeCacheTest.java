package io.mpj.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code mpjrun --aot-cache}: the first job makes the program's cache, later jobs' ranks start from it (JDK 25 and later). */
class AheadOfTimeCacheTest {
    private static final Path EXAMPLES = Launch.HOME.resolve("mpj-examples/target/mpj-examples.jar");
    private static final String FROM_CACHE = "examples.Ring source: shared objects file";

    @Test
    void theFirstJobMakesTheCacheLaterJobsStartFromItAndAReplacedJarMakesItAgain(@TempDir Path dir) throws Exception {
        Path jar = Files.copy(EXAMPLES, dir.resolve("examples.jar"));
        Path cache = dir.resolve("ring.aot");
        List<String> job = List.of(Launch.MPJRUN, "-np", "2", "--aot-cache", cache.toString(), "--jvm-opt", "-Xlog:class+load=info",
                "-cp", jar.toString(), "examples.Ring", "3");
        Launch.Result first = Launch.run(job, Map.of(), 180);
        assertEquals(0, first.exit(), first.toString());
        assertTrue(first.out().contains("(correct)"), first.toString());
        if (Runtime.version().feature() < 25) {
            assertTrue(first.err().contains("mpjrun: --aot-cache needs JDK 25 or later"), first.toString());
            assertFalse(Files.exists(cache));
            return;
        }
        assertTrue(first.err().contains("mpjrun: made the AOT cache " + cache), first.toString());
        assertFalse(first.out().contains("AOTConfiguration recorded"), "the JVM's note is not the program's output:\n" + first);
        try (var files = Files.list(dir)) {
            assertEquals(List.of("examples.jar", "ring.aot", "ring.aot.stamp"), files.map(f -> f.getFileName().toString()).sorted().toList());
        }

        Launch.Result second = Launch.run(job, Map.of(), 120);
        assertEquals(0, second.exit(), second.toString());
        assertEquals(2, second.out().lines().filter(l -> l.contains(FROM_CACHE)).count(), "both ranks:\n" + second);
        assertTrue(second.out().contains("io.mpj.runtime.RankRuntime source: shared objects file"), second.toString());
        // made with the ranks' own options: a JVM that maps it has nothing to turn off (its module graph, say)
        assertFalse((second.out() + second.err()).contains("[error][aot]"), second.toString());
        assertFalse(second.err().contains("made the AOT cache"), second.toString());

        // the user's own cache, without --aot-cache: the library's class-data archive stays out of its way
        Launch.Result own = Launch.mpjrun("-np", "2", "--jvm-opt", "-XX:AOTCache=" + cache, "--jvm-opt", "-Xlog:class+load=info",
                "-cp", jar.toString(), "examples.Ring", "1");
        assertEquals(0, own.exit(), own.toString());
        assertEquals(2, own.out().lines().filter(l -> l.contains(FROM_CACHE)).count(), own.toString());

        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
        Launch.Result replaced = Launch.run(job, Map.of(), 180);
        assertEquals(0, replaced.exit(), replaced.toString());
        assertTrue(replaced.err().contains("mpjrun: made the AOT cache " + cache), "trained again:\n" + replaced);
    }

    @Test
    void aClassDirectoryAMissingFolderOrTheUsersOwnCacheBesideItEndTheJobBeforeItStarts(@TempDir Path dir) throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--aot-cache", dir.resolve("a.aot").toString(), "-cp", Launch.TEST_CLASSES, "programs.AllPairs", "10");
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("the class path must list jar files only; a JVM caches no classes from '" + Launch.TEST_CLASSES + "'"), r.toString());
        r = Launch.mpjrun("-np", "2", "--aot-cache", dir.resolve("no/such/a.aot").toString(), "-cp", EXAMPLES.toString(), "examples.Ring", "1");
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("there is no directory " + dir.resolve("no/such")), r.toString());
        r = Launch.mpjrun("-np", "2", "--aot-cache", dir.resolve("a.aot").toString(), "--jvm-opt", "-Xshare:off",
                "-cp", EXAMPLES.toString(), "examples.Ring", "1");
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("already choose class sharing or an AOT cache"), r.toString());
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing made");
        }
    }
}
