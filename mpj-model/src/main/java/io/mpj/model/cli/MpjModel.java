package io.mpj.model.cli;

import io.mpj.bench.results.CallSamples;
import io.mpj.bench.results.Result;
import io.mpj.bench.results.Rounds;
import io.mpj.bench.results.ResultsCsv;
import io.mpj.coll.select.TuningTable;
import io.mpj.model.Fitting;
import io.mpj.model.ModelFile;
import io.mpj.model.Statistic;
import io.mpj.model.calibrate.Calibration;
import io.mpj.model.calibrate.Confirmation;
import io.mpj.model.predict.Prediction;
import io.mpj.model.tune.Crossovers;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code mpj-model fit | tune | calibrate | confirm | predict}. */
@Command(name = "mpj-model", mixinStandardHelpOptions = true, versionProvider = io.mpj.bench.cli.BuildInfo.class,
        description = "Fits published latency models (docs/methodology.md) to mpj-bench results, reports their metrics and accuracy, "
                + "and writes the tuning table our library reads.",
        subcommands = {MpjModel.Fit.class, MpjModel.Tune.class, MpjModel.Calibrate.class, MpjModel.Confirm.class,
                MpjModel.Predict.class,
                CommandLine.HelpCommand.class})
public final class MpjModel {
    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(execute(args));
    }

    public static int execute(String... args) {
        io.mpj.bench.results.RunInfo.commandLine("mpj-model", args);
        CommandLine cl = new CommandLine(new MpjModel()).setCaseInsensitiveEnumValuesAllowed(true); // --statistic median
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("mpj-model: " + e.getMessage());
            return e instanceof IllegalArgumentException ? 2 : 1;
        });
        return cl.execute(args);
    }

    @Command(name = "fit", mixinStandardHelpOptions = true, description = "Fit every series of an mpj-bench CSV (any library).")
    static final class Fit implements Callable<Integer> {
        @Option(names = "--in", split = ",", required = true, description = "mpj-bench results.csv; several: launches of the same "
                + "run, each point's times the median over them")
        List<Path> in;
        @Option(names = "--fresh", description = "a CSV of fresh random sizes, for the AARE columns")
        Path fresh;
        @Option(names = "--out", required = true, description = "model.json")
        Path out;
        @Option(names = "--report", description = "directory for model-report.md/.html, metrics.csv and plots")
        Path report;
        @Option(names = "--statistic", description = "the call to model: reported (the method's figure) "
                + "or median (default: ${DEFAULT-VALUE})")
        Statistic statistic = Statistic.REPORTED;

        @Override
        public Integer call() throws IOException {
            List<List<Result>> launches = new ArrayList<>();
            for (Path f : in) launches.add(ResultsCsv.read(f));
            String source = in.stream().map(f -> f.getFileName().toString()).collect(Collectors.joining(", "));
            Fitting.fit(statistic.apply(Rounds.combine(Rounds.numbered(launches))), fresh == null ? List.of() : statistic.apply(ResultsCsv.read(fresh)),
                    in.size() == 1 ? source : "the median of " + source, out, report);
            System.err.println("mpj-model: model in " + out + (report == null ? "" : ", report in " + report.resolve("model-report.md")));
            return 0;
        }
    }

    @Command(name = "tune", mixinStandardHelpOptions = true, description = "Write the tuning table from a model (our library's nio+<algorithm> series).")
    static final class Tune implements Callable<Integer> {
        @Option(names = "--model", required = true, description = "model.json from fit")
        Path model;
        @Option(names = "--out", required = true, description = "tuning table, e.g. ~/.mpj/tuning.txt")
        Path out;
        @Option(names = "--statistic", description = "the call the model was fitted to, as in fit "
                + "(default: ${DEFAULT-VALUE})")
        Statistic statistic = Statistic.REPORTED;

        @Override
        public Integer call() throws IOException {
            Crossovers c = Fitting.tune(ModelFile.read(model), statistic, out);
            System.err.println("mpj-model: " + c.rules().size() + " rule(s) in " + out);
            return 0;
        }
    }

    @Command(name = "calibrate", mixinStandardHelpOptions = true, description = "Measure this machine with our library, fit, tune, install the table and check it.")
    static final class Calibrate implements Callable<Integer> {
        @Option(names = "--np", split = ",", required = true, description = "process counts, e.g. 2 or 2,4")
        List<Integer> np;
        @Option(names = "--quick", description = "fewer sizes and repetitions: a few minutes on 2 cores")
        boolean quick;
        @Option(names = "--out", description = "working directory (default: ${DEFAULT-VALUE})")
        Path out = Path.of("results/calibrate");
        @Option(names = "--install", description = "where the table goes (default: ~/.mpj/tuning.txt)")
        Path install = Path.of(System.getProperty("user.home"), ".mpj", "tuning.txt");
        @Option(names = "--device", description = "our device to calibrate: shm (the default device) or nio (default: ${DEFAULT-VALUE})")
        String device = "shm";
        @Option(names = "--hostfile", description = "measure across the hosts of this file (Open MPI's format), as mpjrun --hostfile")
        Path hostfile;
        @Option(names = "--statistic", description = "the call to fit and tune by: median or reported "
                + "(the fastest call) (default: ${DEFAULT-VALUE})")
        Statistic statistic = Statistic.MEDIAN;
        @Option(names = "--launches", description = "launches of the first step, each algorithm's time the median over them "
                + "(3 on a network, where launches disagree) (default: ${DEFAULT-VALUE})")
        int launches = 1;

        @Override
        public Integer call() throws IOException {
            if (hostfile != null && !Files.isReadable(hostfile))
                throw new IllegalArgumentException("calibrate: --hostfile " + hostfile + " cannot be read");
            return new Calibration(System.err, device, np, quick, out, install, hostfile, statistic, launches).run();
        }
    }

    @Command(name = "confirm", mixinStandardHelpOptions = true, description = "Compare the tuned library with every fixed algorithm "
            + "from an interleaved run (the suite's --variants with table, and --samples for the median call paired round by round).")
    static final class Confirm implements Callable<Integer> {
        @Option(names = "--in", split = ",", required = true, description = "the interleaved run's results.csv(s) (devices DEV+<algorithm>, DEV+table)")
        List<Path> in;
        @Option(names = "--samples", split = ",", description = "the run's --samples CSV(s); without them, the reported calls, unpaired")
        List<Path> samples;
        @Option(names = "--table", required = true, description = "the tuning table the run used (with --replay: any table)")
        Path table;
        @Option(names = "--replay", description = "time the table's choices as the run's fixed algorithms, for a table the run "
                + "did not use (no selection cost, no noise floor: compare replays with replays)")
        boolean replay;
        @Option(names = "--out", description = "confirmation.md (default: print it)")
        Path out;

        @Override
        public Integer call() throws IOException {
            List<Result> rows = new ArrayList<>();
            for (Path f : in) rows.addAll(ResultsCsv.read(f));
            CallSamples calls = samples == null ? null : CallSamples.read(samples);
            TuningTable t = TuningTable.load(table);
            Confirmation c = replay ? Confirmation.replay(rows, t, calls) : Confirmation.of(rows, t, calls);
            if (c.points().isEmpty()) throw new IllegalArgumentException("confirm: " + in + " has no DEV+table rows beside fixed algorithms");
            write(out, c.markdown());
            System.err.println("mpj-model: " + c.headline());
            return 0;
        }
    }

    /** Writes {@code text} to {@code out}, or prints it when {@code out} is null. */
    private static void write(Path out, String text) throws IOException {
        if (out == null) {
            System.out.print(text);
            return;
        }
        if (out.toAbsolutePath().getParent() != null) Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, text);
    }

    @Command(name = "predict", mixinStandardHelpOptions = true, description = "Fit on some process counts and predict the others of the same CSV: "
            + "the error per series and the algorithm the model alone would pick.")
    static final class Predict implements Callable<Integer> {
        @Option(names = "--in", required = true, description = "mpj-bench results.csv with every process count")
        Path in;
        @Option(names = "--fit-np", split = ",", required = true, description = "the process counts to fit on, e.g. 2,4,8")
        List<Integer> fitNp;
        @Option(names = "--out", description = "prediction.md (default: print it)")
        Path out;
        @Option(names = "--statistic", description = "the call to model: reported or median (default: ${DEFAULT-VALUE})")
        Statistic statistic = Statistic.REPORTED;

        @Override
        public Integer call() throws IOException {
            Prediction p = Prediction.of(statistic.apply(ResultsCsv.read(in)), new HashSet<>(fitNp));
            write(out, p.markdown());
            System.err.println("mpj-model: " + p.headline());
            return 0;
        }
    }
}
