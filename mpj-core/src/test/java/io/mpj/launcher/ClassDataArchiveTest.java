package io.mpj.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When the ranks get the library's class-data archive, and when it is stale; the archive made and mapped: MpjRunTest. */
class ClassDataArchiveTest {

    @Test
    void noArchiveWhenTurnedOffWhenTheUserChoosesSharingOrWithADirectoryOnTheClassPath(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("a.jar"), "not really a jar");
        Map<String, String> env = Map.of("MPJ_CDS_DIR", dir.resolve("cds").toString());
        assertEquals(List.of(), ClassDataArchive.options(Map.of("MPJ_CDS", "off"), List.of(), jar.toString()));
        for (String own : List.of("-Xshare:off", "-XX:SharedArchiveFile=x.jsa", "-XX:ArchiveClassesAtExit=y.jsa", "-XX:-UseSharedSpaces",
                "-XX:AOTCache=app.aot", "-XX:AOTCacheOutput=app.aot", "-XX:AOTMode=record")) {
            assertEquals(List.of(), ClassDataArchive.options(env, List.of(own), jar.toString()), own);
            // a JVM reads these variables too, and refuses to start with two archives
            for (String var : List.of("JDK_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS")) {
                assertTrue(ClassDataArchive.ownsSharing(List.of(), Map.of(var, "-Xmx1g " + own)), var + "=" + own);
            }
        }
        assertFalse(ClassDataArchive.ownsSharing(List.of("-Xmx1g"), Map.of("JAVA_TOOL_OPTIONS", "-Dx=1")));
        assertEquals(dir.toString(), ClassPathStamp.firstNotAJar(jar + File.pathSeparator + dir));
        assertEquals(List.of(), ClassDataArchive.options(env, List.of(), jar + File.pathSeparator + dir));
        assertEquals(null, ClassPathStamp.firstNotAJar(jar.toString()));
    }

    @Test
    void anArchiveThatCannotBeMadeIsNotTriedAgainUntilAJarChanges(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("a.jar"), "not a jar: the training run fails");
        Path cds = dir.resolve("cds");
        ClassDataArchive archive = new ClassDataArchive(cds, jar.toString());
        assertFalse(archive.make());
        assertFalse(Files.exists(archive.archive()));
        assertTrue(archive.triedAndFailed());
        Path stamp = cds.resolve(archive.archive().getFileName().toString().replace(".jsa", ".stamp"));
        FileTime written = FileTime.fromMillis(0); // a second training run would rewrite the stamp now
        Files.setLastModifiedTime(stamp, written);
        assertEquals(List.of(), ClassDataArchive.options(Map.of("MPJ_CDS_DIR", cds.toString()), List.of(), jar.toString()));
        assertEquals(written, Files.getLastModifiedTime(stamp), "no second training run");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
        assertFalse(archive.triedAndFailed(), "a changed jar is worth another try");
    }

    @Test
    void anArchiveIsStaleOnceAJarChanges(@TempDir Path dir) throws Exception {
        Path a = Files.writeString(dir.resolve("a.jar"), "a");
        Path b = Files.writeString(dir.resolve("b.jar"), "b");
        ClassDataArchive archive = new ClassDataArchive(dir.resolve("cds"), a + File.pathSeparator + b);
        assertFalse(archive.current(), "nothing made yet");
        Files.createDirectories(archive.archive().getParent());
        Files.writeString(archive.archive(), "archive");
        Files.writeString(dir.resolve("cds").resolve(archive.archive().getFileName().toString().replace(".jsa", ".stamp")), archive.stampText());
        assertTrue(archive.current());
        Files.setLastModifiedTime(b, FileTime.fromMillis(Files.getLastModifiedTime(b).toMillis() - 60_000));
        assertFalse(archive.current(), "b.jar was replaced");
    }
}
