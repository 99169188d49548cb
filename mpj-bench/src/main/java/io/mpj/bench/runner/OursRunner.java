package io.mpj.bench.runner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * This library, launched with bin/mpjrun of a project tree; system properties of the job reach every
 * rank's JVM. Under the name {@code baseline} it is another build of this library (another checkout),
 * to time two versions side by side.
 */
public final class OursRunner implements LibraryRunner {
    /** The library's name in results: this build, and another build timed beside it ({@code --baseline}). */
    public static final String OURS = "ours", BASELINE = "baseline";
    private final Layout layout;
    private final String name;
    private Map<String, List<String>> catalogue;
    private List<String> devices;

    public OursRunner(Layout layout) {
        this(layout, OURS);
    }

    public OursRunner(Layout layout, String name) {
        this.layout = layout;
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * shm first: the default device (rings between the ranks of this machine); nio: sockets only;
     * threads: every rank a thread of one JVM (mpjrun --dev threads), like MPJ Express multicore.
     */
    @Override
    public synchronized List<String> devices() {
        if (devices == null) devices = offersThreads() ? List.of("shm", "nio", "threads") : List.of("shm", "nio");
        return devices;
    }

    /** A baseline built before {@code --dev threads} has the process devices only (its mpjrun's help says). */
    private boolean offersThreads() {
        return offers("--dev threads");
    }

    /** Whether this build's mpjrun has {@code option}: ours has every one, a baseline those its help names. */
    private boolean offers(String option) {
        if (name.equals(OURS)) return true;
        String help = Versions.all(List.of(layout.mpjrun().toString(), "--help"));
        return help != null && help.contains(option);
    }

    /** threads runs every rank in one JVM: it cannot span hosts. */
    @Override
    public boolean spansHosts(String device) {
        return !device.equals("threads");
    }

    @Override
    public Optional<String> unavailable() {
        String m = Layout.missing(layout.suiteJar(), "the suite jar");
        return Optional.ofNullable(m != null ? m : Layout.missing(layout.mpjrun(), "bin/mpjrun"));
    }

    @Override
    public String version() {
        return "mpj 0.1.0 (commit " + Versions.gitRevision(layout.home()) + ")";
    }

    /** mpj.warmup (a build from before it ignores the property: its "+warmup" runs are plain ones). */
    @Override
    public boolean warmsAtInit() {
        return true;
    }

    /** mpjrun --aot-cache (a build from before it has none). */
    @Override
    public boolean cachesAheadOfTime() {
        return offers("--aot-cache");
    }

    @Override
    public boolean choosesAlgorithms() {
        return true;
    }

    /** What {@code mpjrun --list-algorithms} says: the library's own catalogue. */
    @Override
    public synchronized List<String> algorithms(String primitive) {
        if (catalogue == null) {
            String out = Versions.all(List.of(layout.mpjrun().toString(), "--list-algorithms"));
            if (out == null) throw new IllegalStateException(name + ": " + layout.mpjrun() + " --list-algorithms failed; is the library built?");
            Map<String, List<String>> c = new LinkedHashMap<>();
            for (String line : out.lines().toList()) {
                String[] f = line.strip().split("\\s+", 2);
                if (f.length == 2 && !line.startsWith(" ") && f[0].matches("[a-z_]+")) c.put(f[0], Arrays.asList(f[1].split(",\\s*")));
            }
            catalogue = c;
        }
        return catalogue.getOrDefault(primitive, List.of());
    }

    @Override
    public List<String> command(Job job, Program program) {
        List<String> c = new ArrayList<>(List.of(layout.mpjrun().toString(), "-np", Integer.toString(job.np()),
                "--dev", job.device(), "--timeout", Long.toString(job.timeoutSeconds())));
        c.addAll(job.launcherOptions());
        if (job.hostfile() != null) c.addAll(List.of("--hostfile", job.hostfile().toString()));
        for (Map.Entry<String, String> e : job.properties().entrySet()) {
            c.add("--jvm-opt");
            c.add("-D" + e.getKey() + "=" + e.getValue());
        }
        c.addAll(List.of("-cp", program.jar().toString(), program.mainClass()));
        c.addAll(program.args());
        return c;
    }
}
