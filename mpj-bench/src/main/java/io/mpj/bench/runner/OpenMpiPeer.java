package io.mpj.bench.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A native peer launched by Open MPI's mpirun (the JNI binding, the C twin). Devices are Open MPI's
 * byte-transfer layers: {@code vader} (shared memory; across hosts shared memory within a host and TCP
 * between hosts) and {@code tcp} (over the loopback interface; across hosts over the network).
 */
abstract class OpenMpiPeer implements LibraryRunner {
    static final List<String> DEVICES = List.of("vader", "tcp");
    static final String INSTALL = "Open MPI is missing: apt-get install openmpi-bin libopenmpi-dev";

    final Layout layout;

    OpenMpiPeer(Layout layout) {
        this.layout = layout;
    }

    /** The command line mpirun starts on every rank for {@code program}. */
    abstract List<String> rankCommand(Program program);

    /** What this peer itself needs built, as {@link Layout#missing} says it; null when present. */
    abstract String missingArtifact();

    /** What runs over Open MPI, for the version string. */
    abstract String what();

    @Override
    public List<String> devices() {
        return DEVICES;
    }

    @Override
    public Optional<String> unavailable() {
        if (!Layout.onPath("mpirun") || !Layout.onPath("mpicc")) return Optional.of(INSTALL);
        return Optional.ofNullable(missingArtifact());
    }

    @Override
    public String version() {
        return what() + " over Open MPI " + Versions.dpkg("openmpi-bin");
    }

    /** mpirun with the device's transports, then the program. */
    @Override
    public List<String> command(Job job, Program program) {
        List<String> c = new ArrayList<>(List.of("mpirun"));
        if ("root".equals(System.getProperty("user.name"))) c.add("--allow-run-as-root");
        c.addAll(List.of("--oversubscribe", "--timeout", Long.toString(job.timeoutSeconds()), "-np", Integer.toString(job.np())));
        boolean hosts = job.hostfile() != null;
        // Emulated hosts share this machine's cores: bound by core, every host's first rank would share core 0;
        // and Open MPI, which counts cores per host, would not see that the ranks outnumber them: it would
        // busy-poll every rank, as it never does when it sees more ranks than cores (then it yields).
        if (hosts) {
            c.addAll(List.of("--hostfile", job.hostfile().toString(), "--bind-to", "none"));
            if (job.np() > Runtime.getRuntime().availableProcessors()) c.addAll(List.of("--mca", "mpi_yield_when_idle", "1"));
        }
        switch (job.device()) {
            case "vader" -> c.addAll(List.of("--mca", "btl", hosts ? "self,vader,tcp" : "self,vader"));
            case "tcp" -> c.addAll(hosts ? List.of("--mca", "btl", "self,tcp") : List.of("--mca", "btl", "self,tcp", "--mca", "btl_tcp_if_include", "lo"));
            default -> throw new IllegalArgumentException("Open MPI device '" + job.device() + "'; devices: " + DEVICES);
        }
        c.addAll(rankCommand(program));
        return c;
    }
}
