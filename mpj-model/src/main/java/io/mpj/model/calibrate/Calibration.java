package io.mpj.model.calibrate;

import io.mpj.bench.results.CallSamples;
import io.mpj.bench.results.Result;
import io.mpj.bench.results.Rounds;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.bench.runner.Comparison;
import io.mpj.bench.runner.Job;
import io.mpj.bench.runner.Layout;
import io.mpj.bench.runner.LibraryRunner;
import io.mpj.bench.runner.OursRunner;
import io.mpj.bench.runner.Plan;
import io.mpj.coll.select.TuningTable;
import io.mpj.model.Fitting;
import io.mpj.model.ModelFile;
import io.mpj.model.Statistic;
import io.mpj.model.tune.Crossovers;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * {@code mpj-model calibrate}: times our library on this machine (every catalogue algorithm of each
 * tunable collective, the default selection, and 20 fresh random sizes for accuracy), fits, writes
 * and installs the tuning table, then times the library again with the table and compares it with
 * every fixed algorithm ({@link Confirmation}). The baseline runs use an empty table, so an
 * installed one cannot colour them.
 */
public final class Calibration {
    static final List<String> TUNED = List.of("Bcast", "Reduce", "Allreduce", "Gather", "Scatter", "Allgather", "Alltoall",
            "Reduce_scatter", "Scan");
    private static final int FRESH_SIZES = 20;

    private final PrintStream log;
    private final List<Integer> nps;
    private final boolean quick;
    private final Path out, install, hostfile;
    private final String device;
    private final Statistic statistic;
    private final int launches;
    private final Layout layout = Layout.detect();

    /**
     * Calibrates our library on {@code device} (the table applies to every device; calibrate the one you
     * run on), on this machine or across the hosts of {@code hostfile} (null: this machine), fitting and
     * tuning by {@code statistic}'s call, each algorithm's time at a point the median over {@code launches}
     * launches of its first step.
     */
    public Calibration(PrintStream log, String device, List<Integer> nps, boolean quick, Path out, Path install, Path hostfile,
                       Statistic statistic, int launches) {
        if (launches < 1) throw new IllegalArgumentException("calibrate: --launches " + launches + " must be at least 1");
        this.launches = launches;
        this.log = log;
        this.statistic = statistic;
        this.device = device;
        this.nps = nps;
        this.quick = quick;
        this.out = out.toAbsolutePath();
        this.install = install.toAbsolutePath();
        this.hostfile = hostfile == null ? null : hostfile.toAbsolutePath();
    }

    public int run() throws IOException {
        Files.createDirectories(out);
        Path empty = out.resolve("empty-tuning.txt");
        Files.writeString(empty, "# no rules: the built-in defaults\n");
        List<String> tests = new ArrayList<>(List.of("PingPong", "Reduce-null"));
        tests.addAll(TUNED);
        // sizes around the 64 KiB eager/rendezvous switch, so that the piecewise fit can find it
        String sizes = quick ? "0,16,256,4K,32K,64K,96K,1M" : "0,1,4,16,64,256,1K,4K,16K,32K,48K,64K,80K,128K,256K,1M,4M";
        List<String> suite = suiteArgs(sizes);
        LibraryRunner ours = new OursRunner(layout);

        log.println("calibrate 1/4: every algorithm of " + String.join(", ", TUNED) + " and the default, interleaved call by call, p = " + nps
                + (launches > 1 ? ", " + launches + " launches each" : ""));
        List<String> every = new ArrayList<>(suite);
        every.addAll(List.of("--variants", variants(false)));
        List<Plan.Launch> plan = new ArrayList<>();
        for (int np : nps) plan.add(new Plan.Launch(ours, job(device, np, tests, every, Map.of("mpj.coll.tuning", empty.toString()))));
        List<List<Result>> each = new ArrayList<>();
        for (int l = 1; l <= launches; l++) each.add(measure(plan, out.resolve(launches == 1 ? "measure" : "measure-" + l)));
        List<Rounds.Row> perLaunch = Rounds.numbered(each);
        if (launches > 1) Rounds.write(out.resolve("launches.csv"), perLaunch);
        // one launch can disagree with the next by more than two algorithms differ: tune on the median launch
        List<Result> rows = asDefault(Rounds.combine(perLaunch));

        log.println("calibrate 2/4: " + FRESH_SIZES + " fresh random sizes for accuracy");
        List<String> freshArgs = suiteArgs(freshSizes(quick ? 1 << 20 : 4 << 20));
        List<Plan.Launch> freshPlan = new ArrayList<>();
        for (int np : nps)
            freshPlan.add(new Plan.Launch(ours, job(device, np, tests, freshArgs, Map.of("mpj.coll.tuning", empty.toString()))));
        List<Result> freshRows = measure(freshPlan, out.resolve("fresh"));

        log.println("calibrate 3/4: fit and tune");
        ResultsCsv.writeAtomically(out.resolve("results.csv"), rows);
        ResultsCsv.writeAtomically(out.resolve("fresh.csv"), freshRows);
        Map<String, Object> options = new java.util.LinkedHashMap<>(Map.of("np", nps, "device", device, "quick", quick, "statistic", statistic.label(),
                "launches", launches));
        if (hostfile != null) options.put("hosts", io.mpj.bench.runner.HostfileHosts.describe(hostfile));
        io.mpj.bench.results.RunInfo.now("min", options, Map.of(ours.name(), ours.version()), List.of()).write(out.resolve("results.json"));
        ModelFile model = Fitting.fit(statistic.apply(rows), statistic.apply(freshRows), "results.csv of mpj-model calibrate ("
                + statistic.label() + " call)", out.resolve("model.json"), out.resolve("report"));
        Crossovers c = Fitting.tune(model, statistic, out.resolve("tuning.txt"));
        Files.createDirectories(install.getParent());
        Files.copy(out.resolve("tuning.txt"), install, StandardCopyOption.REPLACE_EXISTING);
        log.println("  " + c.rules().size() + " rule(s), installed in " + install);

        log.println("calibrate 4/4: the library with the table against every fixed algorithm, interleaved in one run");
        List<String> check = new ArrayList<>(suite);
        check.addAll(List.of("--variants", variants(true)));
        List<Plan.Launch> tunedPlan = new ArrayList<>();
        List<Path> sampleFiles = new ArrayList<>();
        for (int np : nps) {
            Path samples = out.resolve("confirm-samples-p" + np + ".csv");
            sampleFiles.add(samples);
            List<String> args = new ArrayList<>(check);
            args.addAll(List.of("--samples", samples.toString()));
            tunedPlan.add(new Plan.Launch(ours, job(device, np, TUNED, args, Map.of("mpj.coll.tuning", install.toString()))));
        }
        List<Result> interleaved = measure(tunedPlan, out.resolve("confirm"));
        ResultsCsv.writeAtomically(out.resolve("confirm.csv"), interleaved);
        Confirmation confirmation = Confirmation.of(interleaved, TuningTable.load(install), CallSamples.read(sampleFiles));
        String summary = confirmation.markdown();
        Files.writeString(out.resolve("calibration.md"), summary(model, c, device) + summary);
        log.print(summary(model, c, device));
        log.println(confirmation.headline());
        return 0;
    }

    private List<String> suiteArgs(String sizes) {
        return quick ? List.of("--sizes", sizes, "--reps", "50", "--warmup", "50", "--jit-warmup", "2000")
                : List.of("--sizes", sizes);
    }

    /**
     * The suite's --variants: every catalogue algorithm of each tuned primitive and the table (under
     * the empty table: the built-in selection), and with {@code again} the table once more (the
     * confirmation's noise floor).
     */
    static String variants(boolean again) {
        List<String> parts = new ArrayList<>();
        for (String test : TUNED) {
            io.mpj.coll.Primitive p = Crossovers.primitiveOf(test);
            List<String> names = new ArrayList<>(io.mpj.coll.select.Catalogue.names(p));
            names.add("table");
            if (again) names.add(Confirmation.AGAIN);
            parts.add(p.key() + "=" + String.join("/", names));
        }
        return String.join(";", parts);
    }

    /** The built-in selection's rows (DEV+table under the empty table) as the default series DEV, which the fit expects. */
    private List<Result> asDefault(List<Result> rows) {
        String table = device + "+table";
        return rows.stream().map(r -> r.device().equals(table) ? r.withDevice(device) : r).toList();
    }

    private List<Result> measure(List<Plan.Launch> plan, Path work) throws IOException {
        Comparison.Outcome o = new Comparison(log, layout).run(plan, work);
        if (!o.failures().isEmpty()) throw new IOException("calibration runs failed: " + o.failures());
        return o.results();
    }

    private Job job(String label, int np, List<String> tests, List<String> suite, Map<String, String> props) {
        return Job.suite(device, label, np, tests, suite, props, out, 3600, hostfile);
    }


    /** 20 sizes drawn log-uniformly from 1 to {@code max}, distinct, as the suite's --sizes list. */
    static String freshSizes(int max) {
        Random r = new Random(System.nanoTime());
        TreeSet<Integer> s = new TreeSet<>();
        while (s.size() < FRESH_SIZES) s.add((int) Math.max(1, Math.round(Math.exp(r.nextDouble() * Math.log(max)))));
        return s.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    private static String summary(ModelFile model, Crossovers c, String device) {
        StringBuilder s = new StringBuilder("# Calibration\n\n## Accuracy (AARE on fresh random sizes, default selection)\n\n"
                + "| primitive | p-forms | Hockney | extended | piecewise |\n|---|---|---:|---:|---:|\n");
        for (ModelFile.Series x : model.series())
            if (x.device().equals(device) && x.aareExtended() != null)
                s.append(String.format(Locale.ROOT, "| %s | tb %s | %.1f%% | %.1f%% | %.1f%% |%n", x.primitive(),
                        x.tbNsPerByte().form().complexity(), 100 * x.aareHockney(), 100 * x.aareExtended(), 100 * x.aarePiecewise()));
        s.append("\n## Tuning table\n\n```\n");
        io.mpj.model.tune.TuningWriter.lines(c.rules(), model.source()).forEach(l -> s.append(l).append('\n'));
        s.append("```\n\n");
        return s.toString();
    }
}
