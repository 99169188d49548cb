package io.mpj.bench.runner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The suite jar on the mpiJava-style JNI binding (mpj-jni) over Open MPI, launched by mpirun. */
public final class JniRunner implements LibraryRunner {
    private final Layout layout;

    public JniRunner(Layout layout) {
        this.layout = layout;
    }

    @Override
    public String name() {
        return "jni";
    }

    @Override
    public List<String> devices() {
        return OpenMpiLauncher.DEVICES;
    }

    @Override
    public Optional<String> unavailable() {
        Optional<String> mpi = OpenMpiLauncher.unavailable();
        if (mpi.isPresent()) return mpi;
        String m = Layout.missing(layout.jniLibraryDir().resolve("libmpjjni.so"), "the JNI binding's native library");
        if (m == null) m = Layout.missing(layout.jniJar(), "the JNI binding's jar");
        if (m == null) m = Layout.missing(layout.suiteJar(), "the suite jar");
        return Optional.ofNullable(m);
    }

    @Override
    public String version() {
        return "mpj-jni over " + OpenMpiLauncher.version();
    }

    @Override
    public List<String> command(Job job, Path csv) {
        List<String> program = new ArrayList<>(List.of(javaExecutable(), "-Djava.library.path=" + layout.jniLibraryDir(),
                "-cp", layout.jniJar() + java.io.File.pathSeparator + layout.suiteJar(), Suite.MAIN));
        program.addAll(Suite.args(name(), job, csv));
        return OpenMpiLauncher.mpirun(job, program);
    }

    static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
