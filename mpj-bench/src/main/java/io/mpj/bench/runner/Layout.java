package io.mpj.bench.runner;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the built artifacts are, relative to the project directory or an unpacked distribution
 * ({@code mpj.home}, set by {@code bin/mpj-bench}; the working directory otherwise). A distribution
 * holds the Java programs in lib/programs; the native peers (the C twin, the JNI binding) are built
 * in the source tree only.
 */
public record Layout(Path home) {
    public static Layout detect() {
        String h = System.getProperty("mpj.home");
        return of(Path.of(h == null ? "." : h));
    }

    /** The project tree at {@code home}. */
    public static Layout of(Path home) {
        return new Layout(home.toAbsolutePath().normalize());
    }

    public Path suiteJar() {
        return program("mpj-bench-suite");
    }

    public Path jgfJar() {
        return program("jgf-kernels");
    }

    public Path cgmJar() {
        return program("cgm-kernels");
    }

    private Path program(String module) {
        Path dist = home.resolve("lib/programs/" + module + ".jar");
        return Files.exists(dist) ? dist : home.resolve(module + "/target/" + module + ".jar");
    }

    public Path cTwin() {
        return home.resolve("mpj-bench-suite/target/native/mpj-bench-c");
    }

    public Path jniJar() {
        return home.resolve("mpj-jni/target/mpj-jni.jar");
    }

    public Path jniLibraryDir() {
        return home.resolve("mpj-jni/target/native");
    }

    public Path mpjrun() {
        return home.resolve("bin/mpjrun");
    }

    public Path mpjExpressHomeScript() {
        return home.resolve("bin/mpjexpress-home");
    }

    /** A message when a built file is missing, naming the command that builds it. */
    static String missing(Path file, String what) {
        return Files.exists(file) ? null : what + " is not built (" + file + "): run mvn -B -q package -DskipTests";
    }

    /** The java of the JVM running mpj-bench, for the Java peers' launchers. */
    static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    static boolean onPath(String command) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(java.io.File.pathSeparator))
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command))) return true;
        return false;
    }
}
