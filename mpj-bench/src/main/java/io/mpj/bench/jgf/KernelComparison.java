package io.mpj.bench.jgf;

import io.mpj.bench.results.RunInfo;
import io.mpj.bench.runner.Executor;
import io.mpj.bench.runner.Job;
import io.mpj.bench.runner.Layout;
import io.mpj.bench.runner.LibraryRunner;
import io.mpj.bench.runner.Plan;
import io.mpj.bench.runner.Program;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs the JGF Section 2 kernels ({@code jgf.Main all -size X}, one jar) on each library, device,
 * size and process count, and collects the times the kernels print. A kernel that fails its
 * validation makes the launch exit non-zero, which is reported as a failure, never as a time.
 */
public final class KernelComparison {
    public record Outcome(List<KernelTime> times, List<RunInfo.Failure> failures, Map<String, String> versions) {
    }

    private final PrintStream log;
    private final Layout layout;

    public KernelComparison(PrintStream log, Layout layout) {
        this.log = log;
        this.layout = layout;
    }

    public Outcome run(List<LibraryRunner> libs, List<Integer> nps, List<String> sizes, long timeout, Path work) throws IOException {
        Path jar = layout.jgfJar();
        if (!Files.exists(jar)) throw new IOException("the JGF kernels are not built (" + jar + "): run mvn -B -q package -DskipTests");
        List<Plan.Launch> launches = new ArrayList<>();
        for (String size : sizes)
            for (LibraryRunner lib : libs)
                for (String device : lib.devices())
                    for (int np : nps)
                        launches.add(new Plan.Launch(lib, new Job(device, device, np, List.of("all", "-size", size), Map.of(), work, timeout)));
        List<KernelTime> times = new ArrayList<>();
        Executor.Summary s = new Executor(log, line -> line.startsWith("Section2:")).run(launches, work, (l, dir, stem) -> new Program("JGF kernels", jar, "jgf.Main", null, l.job().suiteArgs()),
                (l, dir, stem, logFile) -> {
                    List<KernelTime> t = KernelTime.parse(l.runner().name(), l.job().deviceLabel(), l.job().np(), Files.readAllLines(logFile));
                    if (t.isEmpty()) throw new IOException("no kernel result lines; log: " + logFile);
                    times.addAll(t);
                });
        return new Outcome(times, s.failures(), s.versions());
    }
}
