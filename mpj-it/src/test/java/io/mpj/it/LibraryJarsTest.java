package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
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
            "mpj-transport-shm", "io.mpj.transport.shm");
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
}
