package io.mpj.bench.runner;

import java.nio.file.Path;
import java.util.List;

/**
 * What a launch runs on every rank: a main class in a jar compiled against the {@code mpi} API (the
 * same jar on every Java library), with its arguments; {@code nativeTwin} is its C twin, or null
 * when it has none.
 */
public record Program(String name, Path jar, String mainClass, Path nativeTwin, List<String> args) {

    /** The suite, writing its CSV for {@code library} and the job's device to {@code csv}. */
    public static Program suite(Layout layout, String library, Job job, Path csv) {
        List<String> args = new java.util.ArrayList<>(List.of("--library", library, "--device", job.deviceLabel()));
        args.addAll(job.suiteArgs());
        args.addAll(List.of("--out", csv.toString()));
        return new Program("mpj-bench suite", layout.suiteJar(), "io.mpj.bench.suite.BenchMain", layout.cTwin(), args);
    }
}
