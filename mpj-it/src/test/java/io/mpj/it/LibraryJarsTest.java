package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library jars as users get them: a stable module name each (for the module path), the
 * version in the manifest, and every entry stamped with the project's fixed time instead of the
 * build's, so that two builds of the same sources give the same bytes.
 */
class LibraryJarsTest {
    private static final Map<String, String> MODULES = Map.of("mpj-core", "io.mpj.core", "mpj-transport-nio", "io.mpj.transport.nio",
            "mpj-transport-shm", "io.mpj.transport.shm", "mpj", "io.mpj");
    private static final Instant OUTPUT_TIMESTAMP = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void eachLibraryJarHasItsModuleNameVersionAndFixedEntryTimes() throws Exception {
        for (Map.Entry<String, String> m : MODULES.entrySet()) {
            Path jar;
            try (Stream<Path> files = Files.list(Launch.HOME.resolve(m.getKey()).resolve("target"))) {
                jar = files.filter(p -> p.getFileName().toString().matches(m.getKey() + "-[0-9.]+(-SNAPSHOT)?\\.jar")).findFirst()
                        .orElseThrow(() -> new AssertionError(m.getKey() + ": no jar in target/"));
            }
            try (JarFile j = new JarFile(jar.toFile())) {
                assertEquals(m.getValue(), j.getManifest().getMainAttributes().getValue("Automatic-Module-Name"), jar.toString());
                assertNotNull(j.getManifest().getMainAttributes().getValue("Implementation-Version"), jar.toString());
                j.stream().forEach(e -> {
                    FileTime t = e.getLastModifiedTime();
                    // zip times are local and 2-second grained; allow the widest time zone offset
                    long off = Math.abs(t.toInstant().getEpochSecond() - OUTPUT_TIMESTAMP.getEpochSecond());
                    assertTrue(off <= 14 * 3600, jar + " " + e.getName() + " has " + t + ", not the fixed time");
                });
            }
        }
    }

    /**
     * Builds mpj-core a second time, from a copy of its sources in another directory, and compares
     * the jar, sources jar and javadoc jar byte for byte with the build's own. The copy is no git
     * checkout, so it is told the commit the first build stamped.
     */
    @Test
    void aSecondBuildGivesTheSameBytes() throws Exception {
        Path copy = Files.createTempDirectory("rebuild");
        Files.copy(Launch.HOME.resolve("pom.xml"), copy.resolve("pom.xml"));
        copyTree(Launch.HOME.resolve("mpj-core/src"), copy.resolve("mpj-core/src"));
        Files.copy(Launch.HOME.resolve("mpj-core/pom.xml"), copy.resolve("mpj-core/pom.xml"));
        Path first = Launch.HOME.resolve("mpj-core/target");
        String commit;
        try (JarFile j = new JarFile(first.resolve("mpj-core-0.1.0.jar").toFile())) {
            commit = j.getManifest().getMainAttributes().getValue("Implementation-Build");
        }
        Launch.Result r = Launch.run(List.of(Launch.maven(), "-B", "-q", "-o", "-f", copy.resolve("mpj-core/pom.xml").toString(), "package",
                "-DskipTests", "-Dgit.commit.id.describe=" + commit), Map.of(), 600);
        assertEquals(0, r.exit(), r.toString());
        for (String jar : List.of("mpj-core-0.1.0.jar", "mpj-core-0.1.0-sources.jar", "mpj-core-0.1.0-javadoc.jar")) {
            assertEquals(sha256(first.resolve(jar)), sha256(copy.resolve("mpj-core/target").resolve(jar)), jar + " differs between two builds");
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path t = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(t);
                else Files.copy(f, t);
            }
        }
    }

    private static String sha256(Path f) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
    }
}
