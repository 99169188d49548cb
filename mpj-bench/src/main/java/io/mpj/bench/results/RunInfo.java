package io.mpj.bench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * The JSON sidecar of a results CSV: where and how it was measured, library versions, and which
 * runs failed and why.
 */
public record RunInfo(String date, String method, Map<String, Object> options, Map<String, String> machine,
                      Map<String, String> libraries, List<Failure> failures) {

    /** A library (and device, p) that did not produce results, and why. */
    public record Failure(String library, String device, int p, String reason) {
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** A run measured now, on this machine. */
    public static RunInfo now(String method, Map<String, Object> options, Map<String, String> libraries, List<Failure> failures) {
        return new RunInfo(ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME), method, options, Machine.describe(),
                libraries, failures);
    }

    public void write(Path file) throws IOException {
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".results-", ".json.part");
        JSON.writeValue(tmp.toFile(), this);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    public static RunInfo read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), RunInfo.class);
    }

    /** Number of cores the JVM sees: runs with p above it oversubscribe the machine. */
    public int cores() {
        return Integer.parseInt(machine.getOrDefault("cores", "0"));
    }
}
