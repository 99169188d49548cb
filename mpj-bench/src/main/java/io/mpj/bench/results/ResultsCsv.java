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

/** Reads and writes the suite's CSV (the schema of bench-methodology.md), checking the header. */
public final class ResultsCsv {
    public static final List<String> COLUMNS = List.of("library", "device", "test", "method", "p", "bytes", "reps",
            "min_us", "median_us", "mean_us", "max_us", "reported_us", "mbps");

    private ResultsCsv() {
    }

    public static List<Result> read(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file)) {
            return read(in, file.toString());
        }
    }

    /** Parses a CSV; a missing or misordered column, or a malformed number, names the file and line. */
    public static List<Result> read(Reader in, String name) throws IOException {
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build();
        try (CSVParser parser = format.parse(in)) {
            if (!parser.getHeaderNames().equals(COLUMNS))
                throw new IOException(name + ": header is " + parser.getHeaderNames() + ", expected " + COLUMNS);
            List<Result> rows = new ArrayList<>();
            for (CSVRecord r : parser) {
                if (r.size() != COLUMNS.size())
                    throw new IOException(name + ":" + (r.getRecordNumber() + 1) + ": " + r.size() + " fields, expected " + COLUMNS.size());
                try {
                    rows.add(new Result(r.get(0), r.get(1), r.get(2), r.get(3), Integer.parseInt(r.get(4)),
                            Long.parseLong(r.get(5)), Integer.parseInt(r.get(6)), num(r, 7), num(r, 8), num(r, 9),
                            num(r, 10), num(r, 11), num(r, 12)));
                } catch (NumberFormatException e) {
                    throw new IOException(name + ":" + (r.getRecordNumber() + 1) + ": " + e.getMessage(), e);
                }
            }
            return rows;
        }
    }

    private static double num(CSVRecord r, int i) {
        return Double.parseDouble(r.get(i));
    }

    public static void write(Writer out, List<Result> rows) throws IOException {
        CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(COLUMNS.toArray(String[]::new))
                .setRecordSeparator('\n').build());
        for (Result r : rows) {
            p.printRecord(r.library(), r.device(), r.test(), r.method(), r.p(), r.bytes(), r.reps(), f(r.minUs()),
                    f(r.medianUs()), f(r.meanUs()), f(r.maxUs()), f(r.reportedUs()), f(r.mbps()));
        }
        p.flush();
    }

    /** Writes beside the target and renames: a reader never sees a half-written file. */
    public static void writeAtomically(Path file, List<Result> rows) throws IOException {
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".results-", ".csv.part");
        try (Writer w = Files.newBufferedWriter(tmp)) {
            write(w, rows);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
