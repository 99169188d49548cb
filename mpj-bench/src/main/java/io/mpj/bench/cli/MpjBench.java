package io.mpj.bench.cli;

import io.mpj.bench.cgm.CgmReport;
import io.mpj.bench.cgm.CgmTime;
import io.mpj.bench.jgf.KernelReport;
import io.mpj.bench.jgf.KernelTime;
import io.mpj.bench.report.Report;
import io.mpj.bench.results.Machine;
import io.mpj.bench.results.Result;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.bench.results.Rounds;
import io.mpj.bench.results.RunInfo;
import io.mpj.bench.runner.Comparison;
import io.mpj.bench.runner.HostfileHosts;
import io.mpj.bench.runner.KernelComparison;
import io.mpj.bench.runner.Layout;
import io.mpj.bench.runner.LibraryRunner;
import io.mpj.bench.runner.Plan;
import io.mpj.bench.runner.Runners;
import io.mpj.bench.startup.StartupComparison;
import io.mpj.bench.suite.SuiteArguments;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code mpj-bench run | compare | report}: the command line of the benchmark. */
@Command(name = "mpj-bench", mixinStandardHelpOptions = true, versionProvider = BuildInfo.class,
        description = "Times the same micro-benchmark suite on this library, MPJ Express, a JNI binding over "
                + "Open MPI and a C twin, and reports them side by side.",
        subcommands = {MpjBench.Run.class, MpjBench.Compare.class, MpjBench.PingPong.class, MpjBench.Collectives.class,
                MpjBench.ReportCmd.class, MpjBench.Jgf.class, MpjBench.Cgm.class, MpjBench.Startup.class, CommandLine.HelpCommand.class})
public final class MpjBench {
    /** Exit codes: all ran; some library failed or was unavailable (the rest is reported); bad usage. */
    static final int OK = 0, PARTIAL = 1, USAGE = 2;

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(execute(args));
    }

    public static int execute(String... args) {
        RunInfo.commandLine("mpj-bench", args);
        CommandLine cl = new CommandLine(new MpjBench());
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("mpj-bench: " + e.getMessage());
            return e instanceof IllegalArgumentException ? USAGE : PARTIAL;
        });
        return cl.execute(args);
    }

    @Command(name = "run", mixinStandardHelpOptions = true, description = "Run the suite on one library (and one or all of its devices).")
    static final class Run implements Callable<Integer> {
        @Option(names = "--lib", required = true, description = "ours | mpjexpress | jni | c")
        String lib;
        @Option(names = "--dev", description = "device (default: all of the library's devices)")
        String dev;
        @Option(names = "--np", split = ",", required = true, description = "process counts, e.g. 2 or 2,4")
        List<Integer> np;
        @Mixin
        SuiteOptions suite;

        @Override
        public Integer call() throws IOException {
            LibraryRunner r = Runners.byName(Layout.detect(), lib);
            Map<String, List<String>> devices = dev == null ? Map.of() : Map.of(lib, List.of(dev));
            return runSuite(List.of(r), devices, np, suite);
        }
    }

    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = "Run the suite on several libraries, every device each, and report them side by side.")
    static class Compare implements Callable<Integer> {
        @Option(names = "--libs", split = ",", description = "libraries (default: ours, mpjexpress, jni, c)")
        List<String> libs;
        @Option(names = "--np", split = ",", description = "process counts (default: 2)")
        List<Integer> np;
        @Mixin
        BaselineOption baseline;
        @Mixin
        SuiteOptions suite;
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            List<LibraryRunner> runners = baseline.runners(Layout.detect(), libs != null ? libs : defaultLibs());
            return runSuite(runners, Map.of(), np != null ? np : defaultNps(), suite);
        }

        List<String> defaultLibs() {
            return List.of("ours", "mpjexpress", "jni", "c");
        }

        List<Integer> defaultNps() {
            return List.of(2);
        }

        /** True if the user gave {@code option} on the command line (presets fill in the rest). */
        boolean given(String option) {
            return spec.commandLine().getParseResult().hasMatchedOption(option);
        }
    }

    /** The defaults a preset gives the suite's options; what the user gives wins. */
    record Preset(List<String> tests, String sizes, int reps, int rounds, boolean allAlgorithms, String out) {
        void applyTo(SuiteOptions o, Compare c) {
            if (!c.given("--tests")) o.tests = tests;
            if (!c.given("--sizes")) o.sizes = sizes;
            if (!c.given("--reps")) o.reps = reps;
            if (!c.given("--rounds")) o.rounds = rounds;
            if (!c.given("--all-algorithms")) o.allAlgorithms = allAlgorithms;
            if (!c.given("--out")) o.out = Path.of("results", out);
        }
    }

    @Command(name = "pingpong", mixinStandardHelpOptions = true,
            description = "PingPong at 1 B, 64 KiB and 4 MiB, p = 2, on every library and device, 5 alternating rounds "
                    + "of 2000 calls (each option can be changed; --out defaults to results/pingpong).")
    static final class PingPong extends Compare {
        @Override
        public Integer call() throws IOException {
            new Preset(List.of("PingPong"), "1,64K,4M", 2000, 5, false, "pingpong").applyTo(suite, this);
            return super.call();
        }
    }

    @Command(name = "collectives", mixinStandardHelpOptions = true,
            description = "Bcast and Allreduce at 8 B and 1 MiB, p = 2 and 4, on ours and MPJ Express, every device and every "
                    + "algorithm of ours, 3 alternating rounds of 200 calls (each option can be changed; --out defaults to "
                    + "results/collectives).")
    static final class Collectives extends Compare {
        @Override
        public Integer call() throws IOException {
            new Preset(List.of("Bcast", "Allreduce"), "8,1M", 200, 3, true, "collectives").applyTo(suite, this);
            return super.call();
        }

        @Override
        List<String> defaultLibs() {
            return List.of("ours", "mpjexpress");
        }

        @Override
        List<Integer> defaultNps() {
            return List.of(2, 4);
        }
    }

    @Command(name = "report", mixinStandardHelpOptions = true, description = "Write report.md, report.html and plots from an existing results.csv.")
    static final class ReportCmd implements Callable<Integer> {
        @Option(names = "--in", required = true, description = "results.csv (its results.json beside it is used when present)")
        Path in;
        @Option(names = "--out", required = true, description = "output directory")
        Path out;

        @Override
        public Integer call() throws IOException {
            List<Result> rows = ResultsCsv.read(in);
            Path json = in.resolveSibling(in.getFileName().toString().replaceFirst("\\.csv$", "") + ".json");
            RunInfo info = Files.exists(json) ? RunInfo.read(json) : new RunInfo("unknown",
                    rows.isEmpty() ? "unknown" : rows.get(0).method(), Map.of(), Machine.describe(), Map.of(), List.of());
            Path rounds = in.resolveSibling("rounds.csv");
            Files.createDirectories(out);
            Report.write(rows, Files.exists(rounds) ? Rounds.read(rounds) : List.of(), info, out);
            System.err.println("mpj-bench: report in " + out.resolve("report.md"));
            return OK;
        }
    }

    @Command(name = "cgm", mixinStandardHelpOptions = true,
            description = "Run the coarse-grained kernels (list ranking, sample sort, matrix multiplication) on several libraries, "
                    + "n and p; time per item table and plots against n.")
    static final class Cgm implements Callable<Integer> {
        @Option(names = "--libs", split = ",", description = "libraries (default: ${DEFAULT-VALUE}; the C twin has no kernels)")
        List<String> libs = List.of("ours", "mpjexpress", "jni");
        @Option(names = "--np", split = ",", description = "process counts (default: ${DEFAULT-VALUE})")
        List<Integer> np = List.of(1, 2, 4);
        @Option(names = "--kernels", split = ",", description = "ListRanking, Sort, MatMul (default: all)")
        List<String> kernels = List.of("ListRanking", "Sort", "MatMul");
        @Option(names = "--n", split = ",", description = "items: list elements and keys (default: ${DEFAULT-VALUE})")
        List<Long> n = List.of(100_000L, 1_000_000L);
        @Option(names = "--matrix", split = ",", description = "matrix orders for MatMul (default: ${DEFAULT-VALUE})")
        List<Long> matrix = List.of(200L, 400L);
        @Option(names = "--warmup", description = "untimed runs of the algorithm before the timed one, in the same launch "
                + "(default: ${DEFAULT-VALUE}: the timed run includes the JIT compilers' work)")
        int warmup = 0;
        @Mixin
        KernelLaunchOptions launch;
        @Option(names = "--out", required = true, description = "output directory: cgm.csv, cgm.md/.html, plots/")
        Path out;
        @Mixin
        BaselineOption baseline;

        @Override
        public Integer call() throws IOException {
            Layout layout = Layout.detect();
            List<LibraryRunner> runners = baseline.runners(layout, libs);
            if (warmup < 0) throw new IllegalArgumentException("--warmup " + warmup + ": 0 or more runs");
            List<List<String>> cases = new ArrayList<>();
            for (String k : kernels) {
                if (!CgmReport.KERNELS.contains(k)) throw new IllegalArgumentException("--kernels " + k + ": kernels are " + CgmReport.KERNELS);
                for (long items : k.equals("MatMul") ? matrix : n) {
                    List<String> c = new ArrayList<>(List.of(k, "-n", Long.toString(items)));
                    if (warmup > 0) c.addAll(List.of("--warmup", Integer.toString(warmup)));
                    cases.add(c);
                }
            }
            Map<String, Object> options = Map.of("np", np, "kernels", kernels, "n", n, "matrix", matrix, "warmup", warmup);
            return compareKernels("cgm", new KernelComparison.Kernels<>("CGM kernels", layout.cgmJar(), "cgm.Main", cases,
                    line -> line.contains(" ns/item"), CgmTime::parse), runners, np, launch, options, out, CgmReport::write);
        }
    }

    @Command(name = "jgf", mixinStandardHelpOptions = true, description = "Run the JGF Section 2 kernels and Section 3 applications on several libraries and p; time and speedup table, speedup bar plots.")
    static final class Jgf implements Callable<Integer> {
        @Option(names = "--libs", split = ",", description = "libraries (default: ${DEFAULT-VALUE}; the C twin has no kernels)")
        List<String> libs = List.of("ours", "mpjexpress", "jni");
        @Option(names = "--np", split = ",", description = "process counts (default: ${DEFAULT-VALUE})")
        List<Integer> np = List.of(1, 2, 4);
        @Option(names = "--sizes", split = ",", description = "A, B, C (default: ${DEFAULT-VALUE}; Section 3 has A and B)")
        List<String> sizes = List.of("A", "B");
        @Option(names = "--sections", split = ",", description = "2 (kernels), 3 (applications) (default: ${DEFAULT-VALUE})")
        List<Integer> sections = List.of(2, 3);
        @Mixin
        KernelLaunchOptions launch;
        @Option(names = "--out", required = true, description = "output directory: jgf.csv, jgf.md/.html, plots/")
        Path out;
        @Mixin
        BaselineOption baseline;

        @Override
        public Integer call() throws IOException {
            for (String s : sizes)
                if (!List.of("A", "B", "C").contains(s)) throw new IllegalArgumentException("--sizes " + s + ": sizes are A, B, C");
            for (int s : sections) if (s != 2 && s != 3) throw new IllegalArgumentException("--sections " + s + ": sections are 2 and 3");
            List<List<String>> cases = new ArrayList<>();
            for (String size : sizes) {
                if (sections.contains(2)) cases.add(List.of("section2", "-size", size));
                if (sections.contains(3) && !size.equals("C")) cases.add(List.of("section3", "-size", size));
            }
            if (cases.isEmpty()) throw new IllegalArgumentException("--sections 3 --sizes C: Section 3 has sizes A and B");
            Layout layout = Layout.detect();
            List<LibraryRunner> runners = baseline.runners(layout, libs);
            return compareKernels("jgf", new KernelComparison.Kernels<>("JGF kernels", layout.jgfJar(), "jgf.Main", cases,
                    line -> line.startsWith("Section2:") || line.startsWith("Section3:"), KernelTime::parse), runners, np, launch,
                    Map.of("np", np, "sizes", sizes, "sections", sections), out, KernelReport::write);
        }
    }

    /** Writes one kind of kernel report (NAME.csv, .md, .html and plots) from the times and the run's record. */
    interface KernelReportWriter<T> {
        void write(List<T> times, RunInfo info, Path dir) throws IOException;
    }

    /**
     * Runs {@code kernels} on every library, device and p (across the hosts of {@code launch}'s
     * hostfile, or here), then writes the report and {@code name}.json into {@code out}; the exit code.
     */
    static <T> int compareKernels(String name, KernelComparison.Kernels<T> kernels, List<LibraryRunner> runners, List<Integer> np,
                                  KernelLaunchOptions launch, Map<String, Object> options, Path out,
                                  KernelReportWriter<T> report) throws IOException {
        Path hostfile = launch.hostfile;
        options = new LinkedHashMap<>(options);
        options.put("rounds", launch.rounds);
        if (launch.initWarmup < 0) throw new IllegalArgumentException("--init-warmup " + launch.initWarmup + ": 0 or more rounds");
        if (launch.initWarmup > 0) options.put("init-warmup", launch.initWarmup);
        if (launch.aotCache && Runtime.version().feature() < 25) {
            throw new IllegalArgumentException("--aot-cache needs JDK 25 or later (this is " + Runtime.version() + "); set JAVA_HOME to one");
        }
        if (launch.aotCache) options.put("aot-cache", true);
        if (hostfile != null) options.put("hosts", HostfileHosts.describe(hostfile));
        Files.createDirectories(out);
        KernelComparison.Outcome<T> o = new KernelComparison(System.err).run(kernels, runners, np, launch.rounds, launch.timeout,
                out.resolve("runs").toAbsolutePath(), hostfile == null ? null : hostfile.toAbsolutePath(), launch.initWarmup, launch.aotCache);
        RunInfo info = RunInfo.now(name, options, o.versions(), o.failures());
        if (o.times().isEmpty()) {
            System.err.println("mpj-bench: no kernel produced a time");
            return PARTIAL;
        }
        report.write(o.times(), info, out);
        info.write(out.resolve(name + ".json"));
        System.err.println("mpj-bench: times in " + out.resolve(name + ".csv") + ", table in " + out.resolve(name + ".md"));
        return o.failures().isEmpty() ? OK : PARTIAL;
    }

    @Command(name = "startup", mixinStandardHelpOptions = true,
            description = "Time from launch to MPI.Init returned on every rank: ours (mpjrun), the JNI binding and C (mpirun).")
    static final class Startup implements Callable<Integer> {
        @Option(names = "--libs", split = ",", description = "libraries (default: ${DEFAULT-VALUE})")
        List<String> libs = List.of("ours", "jni", "c");
        @Option(names = "--np", split = ",", description = "process counts (default: ${DEFAULT-VALUE})")
        List<Integer> np = List.of(2);
        @Option(names = "--hostfile", description = "hosts to start the ranks on (Open MPI's format)")
        Path hostfile;
        @Option(names = "--rounds", description = "launches of each library, alternating (default: ${DEFAULT-VALUE})")
        int rounds = 5;
        @Option(names = "--timeout", description = "seconds per launch (default: ${DEFAULT-VALUE})")
        long timeout = 300;
        @Option(names = "--out", required = true, description = "output directory: startup.csv, startup.md, startup.json")
        Path out;

        @Override
        public Integer call() throws IOException {
            Layout layout = Layout.detect();
            Files.createDirectories(out);
            Map<String, Object> options = new LinkedHashMap<>(Map.of("np", np, "rounds", rounds));
            if (hostfile != null) options.put("hosts", HostfileHosts.describe(hostfile));
            StartupComparison.Outcome o = new StartupComparison(System.err, layout).run(Runners.byNames(layout, libs), np, rounds,
                    hostfile == null ? null : hostfile.toAbsolutePath(), timeout, out.resolve("runs").toAbsolutePath());
            RunInfo info = RunInfo.now("startup", options, o.versions(), o.failures());
            if (o.times().isEmpty()) return PARTIAL;
            StartupComparison.write(o.times(), info, out);
            info.write(out.resolve("startup.json"));
            System.err.println("mpj-bench: start-up times in " + out.resolve("startup.md"));
            return o.failures().isEmpty() ? OK : PARTIAL;
        }
    }

    static int runSuite(List<LibraryRunner> libs, Map<String, List<String>> devices, List<Integer> nps, SuiteOptions o)
            throws IOException {
        if (o.out == null) throw new IllegalArgumentException("--out DIR is required");
        for (int p : nps) if (p < 1) throw new IllegalArgumentException("--np " + p + ": process counts start at 1");
        if (o.offset != null && o.offset < 0) throw new IllegalArgumentException("--offset " + o.offset + ": an element index, 0 or more");
        SuiteArguments.check(o.tests, o.sizes); // before any launch, not inside each
        if (o.hostfile != null && !Files.isReadable(o.hostfile)) throw new IllegalArgumentException("--hostfile " + o.hostfile + ": cannot read it");
        Files.createDirectories(o.out);
        Path work = o.out.resolve("runs");
        List<Plan.Launch> launches = Plan.of(new Plan.Request(libs, devices, nps, o.tests, o.suiteArgs(), o.algorithms,
                o.allAlgorithms, o.timeout, o.rounds, o.hostfile == null ? null : o.hostfile.toAbsolutePath()), work.toAbsolutePath());
        Comparison.Outcome result = new Comparison(System.err, Layout.detect()).run(launches, work.toAbsolutePath());
        RunInfo info = RunInfo.now(o.method, o.describe(nps), result.versions(), result.failures());
        if (result.results().isEmpty()) {
            System.err.println("mpj-bench: no library produced results; nothing written but " + work);
            return PARTIAL;
        }
        ResultsCsv.writeAtomically(o.out.resolve("results.csv"), result.results());
        if (!result.rounds().isEmpty()) Rounds.write(o.out.resolve("rounds.csv"), result.rounds());
        info.write(o.out.resolve("results.json"));
        Report.write(result.results(), result.rounds(), info, o.out);
        System.err.println("mpj-bench: " + result.results().size() + " results in " + o.out.resolve("results.csv")
                + ", report in " + o.out.resolve("report.md")
                + (result.failures().isEmpty() ? "" : "; " + result.failures().size() + " run(s) failed or skipped (see the report)"));
        for (Report.WrongRows w : Report.wrongResults(result.results()))
            System.err.println("mpj-bench: wrong results: " + w.series() + " " + w.test() + " " + w.p() + " " + w.sizes());
        return result.failures().isEmpty() ? OK : PARTIAL;
    }
}
