package io.mpj.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When a job trains the program's AOT cache and when it uses it; the cache made and mapped: io.mpj.it.AheadOfTimeCacheTest. */
class AheadOfTimeCacheTest {

    @Test
    void aJobTrainsWhenThereIsNoCacheOrItsStampIsStaleAndUsesAHandMadeOne(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("app.jar"), "app");
        Path file = dir.resolve("app.aot");
        assertTrue(new AheadOfTimeCache(file, jar.toString(), List.of()).training(), "no cache yet");
        Files.writeString(file, "made by hand: no stamp");
        AheadOfTimeCache handMade = new AheadOfTimeCache(file, jar.toString(), List.of());
        assertFalse(handMade.training());
        assertEquals(List.of("-XX:AOTCache=" + file), handMade.options(0));
        assertEquals(List.of("-XX:AOTCache=" + file), handMade.options(1), "every rank maps it");
        assertNull(handMade.recordedLine(0));
        Files.writeString(dir.resolve("app.aot.stamp"), ClassPathStamp.of(jar.toString()));
        assertFalse(new AheadOfTimeCache(file, jar.toString(), List.of()).training(), "made for these jars");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
        assertTrue(new AheadOfTimeCache(file, jar.toString(), List.of()).training(), "app.jar was replaced");
    }

    @Test
    void rankZeroAloneRecordsAndWhatItRecordedIsGoneAfterTheJob(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("app.jar"), "app");
        AheadOfTimeCache cache = new AheadOfTimeCache(dir.resolve("app.aot"), jar.toString(), List.of());
        Path config = dir.resolve("app.aot.config");
        assertEquals(List.of("-XX:AOTMode=record", "-XX:AOTConfiguration=" + config, "-Xlog:aot*=off"), cache.options(0));
        assertEquals(List.of(), cache.options(1));
        assertEquals("AOTConfiguration recorded: " + config, cache.recordedLine(0));
        assertNull(cache.recordedLine(1));

        assertTrue(cache.finish(true).contains("rank 0 recorded nothing at " + config), "no configuration: no cache");
        Files.writeString(config, "recorded");
        assertNull(cache.finish(false), "a failed job: its failure is the news");
        assertFalse(Files.exists(config));
        Files.writeString(config, "not what a JVM records");
        String said = cache.finish(true);
        assertTrue(said.startsWith("mpjrun: --aot-cache: assembling " + dir.resolve("app.aot") + " failed"), said);
        try (var left = Files.list(dir)) {
            assertEquals(List.of("app.jar"), left.map(f -> f.getFileName().toString()).toList(), "no cache, stamp or temporary file");
        }
    }

    @Test
    void refusesADirectoryOnTheClassPathAMissingFolderAndTheUsersOwnCache(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("app.jar"), "app");
        // these tests' class path is directories (target/classes): the launcher's, first on every rank's
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> forJob(Map.of(), "--aot-cache", dir.resolve("app.aot").toString(), "-cp", jar.toString(), "Main"));
        assertTrue(e.getMessage().contains("a JVM caches no classes from '" + RankCommand.libraryClasspath().split(File.pathSeparator)[0] + "'"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> forJob(Map.of(), "--aot-cache", "app.aot", "--jvm-opt", "-XX:AOTCache=mine.aot", "-cp", jar.toString(), "Main"));
        assertTrue(e.getMessage().contains("already choose class sharing or an AOT cache"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> forJob(Map.of("JAVA_TOOL_OPTIONS", "-Xshare:off"), "--aot-cache", "app.aot", "-cp", jar.toString(), "Main"));
        assertTrue(e.getMessage().contains("already choose"), e.getMessage());
        assertNull(forJob(Map.of(), "-cp", jar.toString(), "Main"), "none asked for");
    }

    private static AheadOfTimeCache forJob(Map<String, String> env, String... args) {
        List<String> all = new ArrayList<>(List.of("-np", "2"));
        all.addAll(List.of(args));
        PrintStream err = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        return AheadOfTimeCache.forJob(LaunchOptions.parse(all.toArray(String[]::new), null, null), env, err);
    }
}
