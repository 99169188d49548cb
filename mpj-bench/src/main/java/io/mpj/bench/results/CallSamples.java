package io.mpj.bench.results;

import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * The suite's {@code --samples} CSV: every timed call of an interleaved run (maximum over ranks), in
 * round order. Round r of every variant of one (test, p, bytes) ran within the same moments, so a
 * ratio of two variants taken round by round cancels what the machine did to both.
 */
public final class CallSamples {
    public static final List<String> COLUMNS = List.of("library", "device", "test", "p", "bytes", "round", "us");

    private final Map<String, double[]> calls;

    private CallSamples(Map<String, double[]> calls) {
        this.calls = calls;
    }

    /** Reads a samples CSV, gzip-compressed when its name ends in .gz (they are large: one row per call). */
    public static CallSamples read(Path file) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
             Reader in = new InputStreamReader(file.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw, StandardCharsets.UTF_8)) {
            return read(in, file.toString());
        }
    }

    /** Several runs' samples (e.g. one launch per p) as one. */
    public static CallSamples read(List<Path> files) throws IOException {
        Map<String, double[]> all = new HashMap<>();
        for (Path f : files) all.putAll(read(f).calls);
        return new CallSamples(all);
    }

    public static CallSamples read(Reader in, String name) throws IOException {
        Map<String, List<Double>> byKey = new HashMap<>();
        try (CSVParser parser = ResultsCsv.parser(in, COLUMNS, name)) {
            for (CSVRecord r : parser) {
                if (r.size() != COLUMNS.size()) throw new IOException(name + ":" + (r.getRecordNumber() + 1) + ": " + r.size() + " fields");
                try {
                    List<Double> list = byKey.computeIfAbsent(key(r.get(1), r.get(2), Integer.parseInt(r.get(3)), Long.parseLong(r.get(4))),
                            k -> new ArrayList<>());
                    if (Integer.parseInt(r.get(5)) != list.size())
                        throw new IOException(name + ":" + (r.getRecordNumber() + 1) + ": round " + r.get(5) + " out of order");
                    list.add(Double.parseDouble(r.get(6)));
                } catch (NumberFormatException e) {
                    throw new IOException(name + ":" + (r.getRecordNumber() + 1) + ": " + e.getMessage(), e);
                }
            }
        }
        Map<String, double[]> calls = new HashMap<>();
        byKey.forEach((k, v) -> calls.put(k, v.stream().mapToDouble(Double::doubleValue).toArray()));
        return new CallSamples(calls);
    }

    /** The calls of {@code device} at (test, p, bytes) in round order, or null when not sampled. */
    public double[] of(String device, String test, int p, long bytes) {
        return calls.get(key(device, test, p, bytes));
    }

    /**
     * The median over rounds of {@code a[r] / b[r]}: how much slower a is than b, paired call by call.
     * Both must have the same number of rounds.
     */
    public static double pairedRatio(double[] a, double[] b) {
        if (a.length != b.length || a.length == 0) throw new IllegalArgumentException("pairedRatio: " + a.length + " against " + b.length + " rounds");
        double[] r = new double[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] / b[i];
        return Rounds.median(r);
    }

    private static String key(String device, String test, int p, long bytes) {
        return device + '|' + test + '|' + p + '|' + bytes;
    }
}
