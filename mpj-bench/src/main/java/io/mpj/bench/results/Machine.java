package io.mpj.bench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** What the sidecar records about the machine: JVM, OS, CPU model, cores, memory. */
public final class Machine {
    private Machine() {
    }

    public static Map<String, String> describe() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        m.put("cpu", cpuModel());
        m.put("cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
        m.put("memory_gib", String.format(java.util.Locale.ROOT, "%.1f", memoryBytes() / (double) (1L << 30)));
        m.put("host", hostName());
        return m;
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo")))
                if (line.startsWith("model name")) return line.substring(line.indexOf(':') + 1).trim();
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    private static long memoryBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo")))
                if (line.startsWith("MemTotal:")) return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return Runtime.getRuntime().maxMemory();
    }

    private static String hostName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
