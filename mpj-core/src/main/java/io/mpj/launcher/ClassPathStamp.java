package io.mpj.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a JVM's cache of classes (mpjrun's class-data archive, a program's ahead-of-time cache) was made
 * from: the JVM, and each jar's path, size and time. A cache whose recorded stamp differs from the
 * stamp now is stale. Such caches hold classes from jar files only: a JVM refuses to make one with a
 * non-empty directory on the class path.
 */
final class ClassPathStamp {
    private ClassPathStamp() {}

    /** The stamp of this JVM and the jars of {@code classpath}. */
    static String of(String classpath) throws IOException {
        StringBuilder s = new StringBuilder(System.getProperty("java.home")).append('\n')
                .append(System.getProperty("java.vm.version")).append('\n');
        for (String e : classpath.split(File.pathSeparator)) {
            Path jar = Path.of(e);
            s.append(e).append(' ').append(Files.size(jar)).append(' ').append(Files.getLastModifiedTime(jar).toMillis()).append('\n');
        }
        return s.toString();
    }

    /** Writes {@code text} to {@code stamp} by an atomic rename, so that no reader sees half a stamp. */
    static void write(Path stamp, String text) throws IOException {
        Path tmp = Files.createTempFile(stamp.getParent(), stamp.getFileName() + ".", ".tmp");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        ClassDataArchive.move(tmp, stamp);
    }

    /** The first entry of {@code classpath} that is not a file (a directory, a wildcard, a missing jar), or null. */
    static String firstNotAJar(String classpath) {
        for (String e : classpath.split(File.pathSeparator)) if (e.isEmpty() || !Files.isRegularFile(Path.of(e))) return e;
        return null;
    }
}
