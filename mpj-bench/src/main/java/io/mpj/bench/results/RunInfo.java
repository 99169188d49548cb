package io.mpj.bench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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
    private static volatile String commandLine = "";

    /** The command that runs now (mpj-bench or mpj-model and its arguments), recorded with every run. */
    public static void commandLine(String tool, String... args) {
        commandLine = tool + (args.length == 0 ? "" : " " + String.join(" ", args));
    }

    /**
     * A run measured now, on this machine; the options gain the command line and the library's
     * settings in force (MPJ_* variables, mpj.* properties but the install directory): they change results.
     */
    public static RunInfo now(String method, Map<String, Object> options, Map<String, String> libraries, List<Failure> failures) {
        Map<String, Object> o = new LinkedHashMap<>(options);
        o.put("command", commandLine);
        Map<String, String> settings = new TreeMap<>();
        System.getenv().forEach((k, v) -> { if (k.startsWith("MPJ_")) settings.put(k, v); });
        System.getProperties().forEach((k, v) -> {
            if (k.toString().startsWith("mpj.") && !k.equals("mpj.home")) settings.put(k.toString(), v.toString());
        });
        o.put("settings", settings);
        return new RunInfo(ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME), method, o, Machine.describe(),
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
