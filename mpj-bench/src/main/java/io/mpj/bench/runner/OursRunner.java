package io.mpj.bench.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** This library, launched with bin/mpjrun; system properties of the job reach every rank's JVM. */
public final class OursRunner implements LibraryRunner {
    private final Layout layout;

    public OursRunner(Layout layout) {
        this.layout = layout;
    }

    @Override
    public String name() {
        return "ours";
    }

    /** shm first: the default device (rings between the ranks of this machine); nio: sockets only. */
    @Override
    public List<String> devices() {
        return List.of("shm", "nio");
    }

    @Override
    public Optional<String> unavailable() {
        return Optional.ofNullable(Layout.missing(layout.suiteJar(), "the suite jar"));
    }

    @Override
    public String version() {
        return "mpj 0.1.0 (commit " + Versions.gitRevision(layout.home()) + ")";
    }

    @Override
    public List<String> command(Job job, Program program) {
        List<String> c = new ArrayList<>(List.of(layout.mpjrun().toString(), "-np", Integer.toString(job.np()),
                "--dev", job.device(), "--timeout", Long.toString(job.timeoutSeconds())));
        for (Map.Entry<String, String> e : job.properties().entrySet()) {
            c.add("--jvm-opt");
            c.add("-D" + e.getKey() + "=" + e.getValue());
        }
        c.addAll(List.of("-cp", program.jar().toString(), program.mainClass()));
        c.addAll(program.args());
        return c;
    }
}
