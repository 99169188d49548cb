package io.mpj.bench.runner;

import io.mpj.bench.results.RunInfo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Runs a program that prints its own result lines (the JGF kernels, the CGM kernels: one jar for
 * every library) on each library, device, case and process count, and collects what it prints. A
 * launch that fails its validation exits non-zero, which is reported as a failure, never as a time.
 */
public final class KernelComparison {
    public record Outcome<T>(List<T> times, List<RunInfo.Failure> failures, Map<String, String> versions) {
    }

    /** The result lines of one launch: library, device label, p and the launcher's output. */
    public interface Parser<T> {
        List<T> parse(String library, String device, int p, List<String> lines);
    }

    /** What to run: the jar and main class, one argument list per case, and how to read and show its lines. */
    public record Kernels<T>(String name, Path jar, String mainClass, List<List<String>> cases, Predicate<String> resultLine,
                             Parser<T> parser) {
    }

    /** What the device label of a launch whose MPI.Init warms the library ({@code mpj.warmup}) ends with. */
    private static final String WARMUP_LABEL = "+warmup";
    /** What the device label of a launch whose ranks start from an AOT cache of the program ends with. */
    private static final String AOT_LABEL = "+aot";

    private final PrintStream log;

    public KernelComparison(PrintStream log) {
        this.log = log;
    }

    /**
     * Every case on every library, device and p, {@code rounds} times round after round (the libraries
     * alternating, so that they share the machine's noise); across the hosts of {@code hostfile} (null:
     * this machine). With {@code initWarmup} rounds (0: none), each device of a library that {@link
     * LibraryRunner#warmsAtInit warms at Init} runs a second time so, labelled {@code DEVICE+warmup}.
     * With {@code aotCache}, each device of a library that {@link LibraryRunner#cachesAheadOfTime caches
     * ahead of time} runs again from a cache of each case, labelled {@code DEVICE+aot}: an untimed launch
     * before the rounds trains it.
     */
    public <T> Outcome<T> run(Kernels<T> k, List<LibraryRunner> libs, List<Integer> nps, int rounds, long timeout, Path work,
                              Path hostfile, int initWarmup, boolean aotCache) throws IOException {
        if (!Files.exists(k.jar())) throw new IOException("the " + k.name() + " are not built (" + k.jar() + "): run mvn -B -q package -DskipTests");
        List<Plan.Launch> once = new ArrayList<>(), training = new ArrayList<>();
        for (List<String> args : k.cases())
            for (LibraryRunner lib : libs)
                for (String device : lib.devices()) {
                    if (hostfile != null && !lib.spansHosts(device)) continue; // e.g. MPJ Express multicore: one JVM
                    for (int np : nps) {
                        once.add(new Plan.Launch(lib, new Job(device, device, np, args, Map.of(), work, timeout, hostfile)));
                        if (initWarmup > 0 && lib.warmsAtInit()) {
                            once.add(new Plan.Launch(lib, new Job(device, device + WARMUP_LABEL, np, args,
                                    Map.of("mpj.warmup", Integer.toString(initWarmup)), work, timeout, hostfile)));
                        }
                        if (aotCache && lib.cachesAheadOfTime()) {
                            Path cache = work.resolve("aot").resolve(Executor.fileName(lib.name() + "-" + device + "-p" + np + "-"
                                    + String.join("", args) + ".aot"));
                            Files.createDirectories(cache.getParent());
                            Job cached = new Job(device, device + AOT_LABEL, np, args, Map.of(), work, timeout, hostfile,
                                    List.of("--aot-cache", cache.toString()));
                            once.add(new Plan.Launch(lib, cached));
                            training.add(new Plan.Launch(lib, cached, Plan.Launch.WARM_UP));
                        }
                    }
                }
        List<Plan.Launch> launches = new ArrayList<>(training);
        launches.addAll(Plan.inRounds(once, rounds));
        List<T> times = new ArrayList<>();
        Executor.Summary s = new Executor(log, k.resultLine()).run(launches, work,
                (l, dir, stem) -> new Program(k.name(), k.jar(), k.mainClass(), null, l.job().suiteArgs()),
                (l, dir, stem, logFile) -> {
                    if (l.round() == Plan.Launch.WARM_UP) return; // a cache's training
                    List<T> t = k.parser().parse(l.runner().name(), l.job().deviceLabel(), l.job().np(), Files.readAllLines(logFile));
                    if (t.isEmpty()) throw new IOException("no result lines; log: " + logFile);
                    times.addAll(t);
                });
        return new Outcome<>(times, s.failures(), s.versions());
    }
}
