package io.mpj.bench.runner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The suite program's entry point and the arguments every runner passes it. */
final class Suite {
    static final String MAIN = "io.mpj.bench.suite.BenchMain";

    private Suite() {
    }

    static List<String> args(String library, Job job, Path csv) {
        List<String> a = new ArrayList<>(List.of("--library", library, "--device", job.deviceLabel()));
        a.addAll(job.suiteArgs());
        a.addAll(List.of("--out", csv.toString()));
        return a;
    }
}
