package io.mpj.bench.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Open MPI's mpirun for the native peers (jni, c). Devices are its byte-transfer layers: {@code vader}
 * (shared memory) and {@code tcp} (over the loopback interface).
 */
final class OpenMpiLauncher {
    static final List<String> DEVICES = List.of("vader", "tcp");
    static final String INSTALL = "Open MPI is missing: apt-get install openmpi-bin libopenmpi-dev";

    private OpenMpiLauncher() {
    }

    static Optional<String> unavailable() {
        return Layout.onPath("mpirun") && Layout.onPath("mpicc") ? Optional.empty() : Optional.of(INSTALL);
    }

    static String version() {
        return "Open MPI " + Versions.dpkg("openmpi-bin");
    }

    /** mpirun with the device's transports, then the program. */
    static List<String> mpirun(Job job, List<String> program) {
        List<String> c = new ArrayList<>(List.of("mpirun"));
        if ("root".equals(System.getProperty("user.name"))) c.add("--allow-run-as-root");
        c.addAll(List.of("--oversubscribe", "--timeout", Long.toString(job.timeoutSeconds()), "-np", Integer.toString(job.np())));
        switch (job.device()) {
            case "vader" -> c.addAll(List.of("--mca", "btl", "self,vader"));
            case "tcp" -> c.addAll(List.of("--mca", "btl", "self,tcp", "--mca", "btl_tcp_if_include", "lo"));
            default -> throw new IllegalArgumentException("Open MPI device '" + job.device() + "'; devices: " + DEVICES);
        }
        c.addAll(program);
        return c;
    }
}
