package io.mpj.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Binding the ranks of this machine to cores, as mpirun's {@code --bind-to core}: each rank gets an
 * equal, contiguous share of the cores mpjrun may run on, and its JVM (main thread, JIT compiler, GC)
 * stays there through {@code taskset}. Unbound, the scheduler can put two ranks that wait busily for
 * each other on one core, where each message then costs a whole spin: measured at p = 2 on 2 cores,
 * ping-pong medians of spin + 30 µs instead of 1-5 µs in some launches.
 */
final class CoreBinding {
    private static final String TASKSET = "taskset";

    private CoreBinding() {}

    /**
     * The cpu list of each of {@code ranks} local ranks ("0", "2,3"), or an empty list when they cannot
     * each have a core of {@code cpus}.
     */
    static List<String> shares(List<Integer> cpus, int ranks) {
        List<String> sets = new ArrayList<>();
        if (ranks < 1 || ranks > cpus.size()) return sets;
        int each = cpus.size() / ranks;
        for (int r = 0; r < ranks; r++) {
            StringBuilder set = new StringBuilder();
            for (int k = r * each; k < (r + 1) * each; k++) {
                if (set.length() > 0) set.append(',');
                set.append(cpus.get(k));
            }
            sets.add(set.toString());
        }
        return sets;
    }

    /** The command that starts {@code argv} bound to {@code cpuSet}. */
    static List<String> bound(String cpuSet, List<String> argv) {
        List<String> cmd = new ArrayList<>(List.of(TASKSET, "-c", cpuSet));
        cmd.addAll(argv);
        return cmd;
    }

    /**
     * Binds one thread ({@code tid}) of this JVM to {@code cpuSet}, the others staying where they are
     * (a rank that is a thread, {@link ThreadJob}); null when done, else what taskset said.
     */
    static String bindThread(String cpuSet, String tid) {
        try {
            Process p = new ProcessBuilder(TASKSET, "-p", "-c", cpuSet, tid).redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes()).trim();
            return p.waitFor() == 0 ? null : said;
        } catch (IOException e) {
            return e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    /** Whether taskset (util-linux) is on the PATH. */
    static boolean available() {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, TASKSET))) return true;
        }
        return false;
    }

    /** The cpus this process may run on (Linux's Cpus_allowed_list), else 0 .. availableProcessors - 1. */
    static List<Integer> allowedCpus() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) return parseList(line.substring(line.indexOf(':') + 1).trim());
            }
        } catch (IOException | RuntimeException notLinux) {
            // fall through
        }
        List<Integer> all = new ArrayList<>();
        for (int c = 0; c < Runtime.getRuntime().availableProcessors(); c++) all.add(c);
        return all;
    }

    /** "0-2,5" as [0, 1, 2, 5]. */
    static List<Integer> parseList(String list) {
        List<Integer> cpus = new ArrayList<>();
        for (String part : list.split(",")) {
            if (part.isBlank()) continue;
            String[] range = part.trim().split("-");
            int from = Integer.parseInt(range[0]);
            int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
            for (int c = from; c <= to; c++) cpus.add(c);
        }
        return cpus;
    }
}
