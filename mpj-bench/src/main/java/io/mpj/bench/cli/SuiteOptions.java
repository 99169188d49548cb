package io.mpj.bench.cli;

import io.mpj.bench.runner.HostfileHosts;
import io.mpj.bench.suite.SuiteArguments;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The options of run and compare that reach the suite, the plan and the output. */
final class SuiteOptions {
    @Option(names = "--tests", split = ",", description = "tests (default: all 14): ${DEFAULT-VALUE}")
    List<String> tests = SuiteArguments.TESTS;

    @Option(names = "--sizes", description = "bytes, K/M suffixes allowed (default: 0 and 1, 4, ..., 4M)")
    String sizes;

    @Option(names = "--method", description = "min | luecke | avg (default: ${DEFAULT-VALUE})")
    String method = "min";

    @Option(names = "--reps", description = "repetitions per size (default: 150 min, 51 luecke, 1000 avg)")
    Integer reps;

    @Option(names = "--warmup", description = "untimed calls before each size (default: 100, 10 from 1 MiB)")
    Integer warmup;

    @Option(names = "--jit-warmup", description = "untimed calls at a small size before each test, at most 1 s of them "
            + "(default: 100000; the C twin, which has no JIT: 10000)")
    Integer jitWarmup;

    @Option(names = "--offset", description = "every buffer's data at this element of its array, the elements before it "
            + "checked untouched (default: 0; mpiJava calls take an offset, native MPI ones a pointer)")
    Integer offset;

    @Option(names = "--algorithm", description = "ours only: force a collective algorithm, e.g. bcast=chain (repeatable)")
    Map<String, String> algorithms = new LinkedHashMap<>();

    @Option(names = "--all-algorithms", description = "ours only: also time every catalogue algorithm of each collective test")
    boolean allAlgorithms;

    @Option(names = "--timeout", description = "seconds per launch before it is killed (default: ${DEFAULT-VALUE})")
    long timeout = 3600;

    @Option(names = "--hostfile", description = "run every library across the hosts of this file (Open MPI's format: "
            + "host [slots=N]), each with its own launcher over ssh; without it, everything runs on this machine")
    java.nio.file.Path hostfile;

    @Option(names = "--rounds", description = "run every launch this many times, round after round, the libraries "
            + "alternating; results.csv combines them (default: ${DEFAULT-VALUE})")
    int rounds = 1;

    @Option(names = "--out", description = "output directory: results.csv, results.json, report.md/.html, plots/ (required but for presets)")
    java.nio.file.Path out;

    /** The suite's own arguments (everything but library, device and output file). */
    List<String> suiteArgs() {
        List<String> a = new ArrayList<>(List.of("--method", method));
        if (sizes != null) a.addAll(List.of("--sizes", sizes));
        if (reps != null) a.addAll(List.of("--reps", reps.toString()));
        if (warmup != null) a.addAll(List.of("--warmup", warmup.toString()));
        if (jitWarmup != null) a.addAll(List.of("--jit-warmup", jitWarmup.toString()));
        if (offset != null) a.addAll(List.of("--offset", offset.toString()));
        return a;
    }

    /** What the JSON sidecar records of the options. */
    Map<String, Object> describe(List<Integer> nps) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("np", nps);
        m.put("tests", tests);
        m.put("sizes", sizes == null ? "0,1,4,...,4M" : sizes);
        m.put("reps", reps == null ? "method default" : reps);
        m.put("warmup", warmup == null ? "100 (10 from 1 MiB)" : warmup);
        m.put("jit_warmup", (jitWarmup == null ? "100000" : jitWarmup) + " calls or 1 s, whichever first (C twin: "
                + (jitWarmup == null ? "10000" : jitWarmup) + " calls)");
        if (offset != null) m.put("offset", offset);
        m.put("timer", "System.nanoTime (C: clock_gettime MONOTONIC)");
        if (rounds > 1) m.put("rounds", rounds + " (results.csv: median over rounds; rounds.csv: each round)");
        if (hostfile != null) m.put("hosts", HostfileHosts.describe(hostfile));
        if (!algorithms.isEmpty()) m.put("algorithms", algorithms);
        if (allAlgorithms) m.put("all_algorithms", true);
        return m;
    }
}
