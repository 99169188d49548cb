package io.mpj.bench.results;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads and writes the suite's CSV (the schema of docs/methodology.md), checking the header. A CSV
 * from before the result check (no {@code check} column) reads as unchecked.
 */
public final class ResultsCsv {
    public static final List<String> COLUMNS = List.of("library", "device", "test", "method", "p", "bytes", "reps",
            "min_us", "median_us", "mean_us", "max_us", "reported_us", "mbps", "check");

    private ResultsCsv() {
    }

    public static List<Result> read(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file)) {
            return read(in, file.toString());
        }
    }

    /** Parses a CSV; a missing or misordered column, or a malformed number, names the file and line. */
    public static List<Result> read(Reader in, String name) throws IOException {
        try (CSVParser parser = parser(in, COLUMNS, name)) {
            List<Result> rows = new ArrayList<>();
            for (CSVRecord r : parser) rows.add(parse(r, 0, parser.getHeaderNames().size(), name));
            return rows;
        }
    }

    /** The result in a record's fields from {@code at} on, which must have {@code width} fields in all. */
    static Result parse(CSVRecord r, int at, int width, String name) throws IOException {
        if (r.size() != width) throw new IOException(name + ":" + (r.getRecordNumber() + 1) + ": " + r.size() + " fields, expected " + width);
        try {
            return new Result(r.get(at), r.get(at + 1), r.get(at + 2), r.get(at + 3), Integer.parseInt(r.get(at + 4)),
                    Long.parseLong(r.get(at + 5)), Integer.parseInt(r.get(at + 6)), num(r, at + 7), num(r, at + 8), num(r, at + 9),
                    num(r, at + 10), num(r, at + 11), num(r, at + 12), width > at + 13 ? r.get(at + 13) : Result.UNCHECKED);
        } catch (IllegalArgumentException e) { // NumberFormatException included
            throw new IOException(name + ":" + (r.getRecordNumber() + 1) + ": " + e.getMessage(), e);
        }
    }

    /** A parser of a CSV whose header must be {@code columns}, or those without a last column {@code check}. */
    static CSVParser parser(Reader in, List<String> columns, String name) throws IOException {
        CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in);
        List<String> header = parser.getHeaderNames();
        boolean unchecked = columns.get(columns.size() - 1).equals("check") && header.equals(columns.subList(0, columns.size() - 1));
        if (!header.equals(columns) && !unchecked) {
            parser.close();
            throw new IOException(name + ": header is " + parser.getHeaderNames() + ", expected " + columns);
        }
        return parser;
    }

    private static double num(CSVRecord r, int i) {
        return Double.parseDouble(r.get(i));
    }

    public static void write(Writer out, List<Result> rows) throws IOException {
        CSVPrinter p = printer(out, COLUMNS);
        for (Result r : rows) p.printRecord(fields(r));
        p.flush();
    }

    static CSVPrinter printer(Writer out, List<String> columns) throws IOException {
        return new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(columns.toArray(String[]::new)).setRecordSeparator('\n').build());
    }

    /** A result's fields in column order. */
    static List<Object> fields(Result r) {
        return List.of(r.library(), r.device(), r.test(), r.method(), r.p(), r.bytes(), r.reps(), f(r.minUs()),
                f(r.medianUs()), f(r.meanUs()), f(r.maxUs()), f(r.reportedUs()), f(r.mbps()), r.check());
    }

    /** Writes beside the target and renames: a reader never sees a half-written file. */
    public static void writeAtomically(Path file, List<Result> rows) throws IOException {
        writeAtomically(file, w -> write(w, rows));
    }

    interface Content {
        void writeTo(Writer w) throws IOException;
    }

    static void writeAtomically(Path file, Content content) throws IOException {
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".results-", ".csv.part");
        try (Writer w = Files.newBufferedWriter(tmp)) {
            content.writeTo(w);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
