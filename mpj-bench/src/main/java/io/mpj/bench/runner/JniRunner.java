package io.mpj.bench.runner;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

/** The suite jar on the mpiJava-style JNI binding (mpj-jni) over Open MPI. */
public final class JniRunner extends OpenMpiPeer {
    public JniRunner(Layout layout) {
        super(layout);
    }

    @Override
    public String name() {
        return "jni";
    }

    @Override
    String what() {
        return "mpj-jni";
    }

    @Override
    String missingArtifact() {
        String m = Layout.missing(layout.jniLibraryDir().resolve("libmpjjni.so"), "the JNI binding's native library");
        if (m == null) m = Layout.missing(layout.jniJar(), "the JNI binding's jar");
        return m != null ? m : Layout.missing(layout.suiteJar(), "the suite jar");
    }

    @Override
    List<String> rankCommand(Program program) {
        List<String> p = new ArrayList<>(List.of(Layout.javaExecutable(), "-Djava.library.path=" + layout.jniLibraryDir(),
                "-cp", layout.jniJar() + File.pathSeparator + program.jar(), program.mainClass()));
        p.addAll(program.args());
        return p;
    }
}
