package io.mpj.bench.results;

import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Results of several rounds of the same launches (the libraries alternating, so that they share the
 * machine's noise): each round's rows ({@code rounds.csv}: a {@code round} column, then the columns of
 * results.csv), and their combination into one row per library, device, test, p and size
 * ({@code results.csv}): the median over rounds of the reported, median and mean times and of the
 * bandwidth, the minimum of the minima, the maximum of the maxima, and wrong if any round was.
 */
public final class Rounds {
    /** One round's result. */
    public record Row(int round, Result result) {
    }

    public static final List<String> COLUMNS;

    static {
        List<String> c = new ArrayList<>(List.of("round"));
        c.addAll(ResultsCsv.COLUMNS);
        COLUMNS = List.copyOf(c);
    }

    private Rounds() {
    }

    /** The results of several launches of the same run as rounds 1, 2, ... in launch order. */
    public static List<Row> numbered(List<List<Result>> launches) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < launches.size(); i++)
            for (Result r : launches.get(i)) rows.add(new Row(i + 1, r));
        return rows;
    }

    /** One row per library, device, test, p and size, in the order first seen. */
    public static List<Result> combine(List<Row> rows) {
        Map<String, List<Result>> byKey = new LinkedHashMap<>();
        for (Row r : rows) byKey.computeIfAbsent(key(r.result()), k -> new ArrayList<>()).add(r.result());
        List<Result> out = new ArrayList<>();
        for (List<Result> g : byKey.values()) {
            Result f = g.get(0);
            out.add(new Result(f.library(), f.device(), f.test(), f.method(), f.p(), f.bytes(), f.reps(),
                    g.stream().mapToDouble(Result::minUs).min().orElseThrow(), median(g, Result::medianUs), median(g, Result::meanUs),
                    g.stream().mapToDouble(Result::maxUs).max().orElseThrow(), median(g, Result::reportedUs), median(g, Result::mbps),
                    check(g)));
        }
        return out;
    }

    /** Wrong if any round was wrong, else ok if any round was checked. */
    private static String check(List<Result> g) {
        if (g.stream().anyMatch(Result::wrong)) return Result.WRONG;
        return g.stream().anyMatch(r -> r.check().equals(Result.OK)) ? Result.OK : Result.UNCHECKED;
    }

    /** The key of a result: what is the same for the same measurement in every round. */
    public static String key(Result r) {
        return r.series() + "|" + r.test() + "|" + r.p() + "|" + r.bytes();
    }

    /** The median of {@code values} (the mean of the middle two for an even count). */
    public static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private static double median(List<Result> g, ToDoubleFunction<Result> f) {
        return median(g.stream().mapToDouble(f).toArray());
    }

    public static void write(Path file, List<Row> rows) throws IOException {
        ResultsCsv.writeAtomically(file, w -> {
            CSVPrinter p = ResultsCsv.printer(w, COLUMNS);
            for (Row r : rows) {
                List<Object> f = new ArrayList<>(List.of(r.round()));
                f.addAll(ResultsCsv.fields(r.result()));
                p.printRecord(f);
            }
            p.flush();
        });
    }

    public static List<Row> read(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file); CSVParser parser = ResultsCsv.parser(in, COLUMNS, file.toString())) {
            List<Row> rows = new ArrayList<>();
            for (CSVRecord r : parser) {
                try {
                    rows.add(new Row(Integer.parseInt(r.get(0)), ResultsCsv.parse(r, 1, parser.getHeaderNames().size(), file.toString())));
                } catch (NumberFormatException e) {
                    throw new IOException(file + ":" + (r.getRecordNumber() + 1) + ": " + e.getMessage(), e);
                }
            }
            return rows;
        }
    }
}
