package io.mpj.bench.startup;

import io.mpj.bench.results.Rounds;
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
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long each library takes from launch to MPI.Init having returned on every rank: the suite (or
 * its C twin) with {@code --startup 1} prints when the last rank's Init returned; the launch's start
 * is taken just before its launcher starts. Wall clocks of one machine (or of hosts kept in step).
 */
public final class StartupComparison {
    /** One launch's start-up: to the last Init returned, and to the launcher's exit. */
    public record Startup(String library, String device, int p, int round, long initMillis, long totalMillis) {}

    public record Outcome(List<Startup> times, List<RunInfo.Failure> failures, Map<String, String> versions) {}

    private static final Pattern DONE = Pattern.compile("mpj-bench: startup init-done-ms=(\\d+) p=(\\d+)");

    private final PrintStream log;
    private final Layout layout;

    public StartupComparison(PrintStream log, Layout layout) {
        this.log = log;
        this.layout = layout;
    }

    public Outcome run(List<LibraryRunner> libs, List<Integer> nps, int rounds, Path hostfile, long timeout, Path work) throws IOException {
        List<Plan.Launch> launches = new ArrayList<>();
        // first one untimed launch of each library: the files it starts from in the page cache, and
        // ours' class-data archive made (mpjrun makes it on the first job), as a user's next job finds them
        for (LibraryRunner lib : libs) {
            launches.add(new Plan.Launch(lib, new Job(lib.devices().get(0), lib.devices().get(0), Collections.min(nps), List.of(),
                    Map.of(), work, timeout, hostfile), Plan.Launch.WARM_UP));
        }
        List<Plan.Launch> once = new ArrayList<>();
        for (LibraryRunner lib : libs) {
            for (int np : nps) {
                once.add(new Plan.Launch(lib, new Job(lib.devices().get(0), lib.devices().get(0), np, List.of(), Map.of(), work, timeout, hostfile)));
            }
        }
        launches.addAll(Plan.inRounds(once, rounds));
        Map<String, Long> started = new HashMap<>();
        List<Startup> times = new ArrayList<>();
        Executor.Summary s = new Executor(log, line -> line.startsWith("mpj-bench:")).run(launches, work,
                (l, dir, stem) -> {
                    started.put(stem, System.currentTimeMillis());
                    return new Program("mpj-bench suite", layout.suiteJar(), "io.mpj.bench.suite.BenchMain", layout.cTwin(),
                            List.of("--library", l.runner().name(), "--device", l.job().device(), "--startup", "1"));
                },
                (l, dir, stem, logFile) -> {
                    if (l.round() == Plan.Launch.WARM_UP) return;
                    long end = System.currentTimeMillis();
                    Matcher m = null;
                    for (String line : Files.readAllLines(logFile)) {
                        Matcher x = DONE.matcher(line);
                        if (x.find()) m = x;
                    }
                    if (m == null) throw new IOException("no start-up line in " + logFile);
                    long t0 = started.get(stem);
                    times.add(new Startup(l.runner().name(), l.job().device(), Integer.parseInt(m.group(2)), Math.max(1, l.round()),
                            Long.parseLong(m.group(1)) - t0, end - t0));
                });
        return new Outcome(times, s.failures(), s.versions());
    }

    /** startup.csv and startup.md: median [min, max] over the rounds, per library and p. */
    public static void write(List<Startup> times, RunInfo info, Path out) throws IOException {
        List<String> csv = new ArrayList<>(List.of("library,device,p,round,init_ms,total_ms"));
        for (Startup t : times) {
            csv.add(String.join(",", t.library(), t.device(), "" + t.p(), "" + t.round(), "" + t.initMillis(), "" + t.totalMillis()));
        }
        Files.write(out.resolve("startup.csv"), csv);
        Map<String, List<Startup>> groups = new LinkedHashMap<>();
        for (Startup t : times) groups.computeIfAbsent(t.library() + "/" + t.device() + " p=" + t.p(), k -> new ArrayList<>()).add(t);
        StringBuilder md = new StringBuilder("# Start-up: launch to MPI.Init returned on every rank\n\nMeasured ")
                .append(info.date()).append("; options ").append(info.options()).append("; machine ").append(info.machine())
                .append(". Each library ran once untimed first (at the smallest p), so that every round starts as a user's next")
                .append(" job would: its files in the page cache, ours' class-data archive made.\n\n")
                .append("| library/device, p | to the last Init (ms) | to the launcher's exit (ms) | rounds |\n|---|---:|---:|---:|\n");
        groups.forEach((k, g) -> md.append("| ").append(k).append(" | ").append(spread(g, true)).append(" | ")
                .append(spread(g, false)).append(" | ").append(g.size()).append(" |\n"));
        Files.writeString(out.resolve("startup.md"), md.toString());
    }

    private static String spread(List<Startup> g, boolean init) {
        double[] v = g.stream().mapToDouble(t -> init ? t.initMillis() : t.totalMillis()).toArray();
        double lo = Double.MAX_VALUE, hi = 0;
        for (double x : v) {
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
        }
        return String.format(Locale.ROOT, "%.0f [%.0f, %.0f]", Rounds.median(v), lo, hi);
    }
}
