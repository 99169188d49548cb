package io.mpj.bench.runner;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** How one library runs the suite with its own launcher. */
public interface LibraryRunner {
    /** The name in the CSV and on the command line: ours, mpjexpress, jni, c. */
    String name();

    /** The devices a comparison runs when none are named. */
    List<String> devices();

    /** Why this library cannot run on this machine and what to install; empty when it can. */
    Optional<String> unavailable();

    /** The library's version, for the JSON sidecar. */
    String version();

    /** The command that launches {@code program} for {@code job}. */
    List<String> command(Job job, Program program) throws IOException;

    /** Environment for the launcher. */
    default Map<String, String> environment(Job job) {
        return Map.of();
    }

    /** Starts what a device needs during a run (MPJ Express's niodev daemon); closing stops it. */
    default AutoCloseable start(Job job) throws IOException {
        return () -> { };
    }

    /**
     * Why a launcher output line means the start-up was lost and the job will never run (it is ended at
     * once and launched again, up to {@link Executor#ATTEMPTS} times); null for any other line.
     */
    default String lostStart(String line) {
        return null;
    }

    /** How long to wait before launching again after the {@code attempt}-th lost start-up. */
    default long millisBeforeRelaunch(int attempt) {
        return 0;
    }

    /** True if {@code device} can run a job across hosts (a hostfile); an in-process device cannot. */
    default boolean spansHosts(String device) {
        return true;
    }

    /** True if the library warms its collectives in MPI.Init when a job's {@code mpj.warmup} property asks (ours). */
    default boolean warmsAtInit() {
        return false;
    }

    /** True if the library's launcher takes {@code --aot-cache FILE}, a cache of the program for its ranks' JVMs (ours). */
    default boolean cachesAheadOfTime() {
        return false;
    }

    /** True if the library can be told which collective algorithm to use ({@link #algorithms}). */
    default boolean choosesAlgorithms() {
        return false;
    }

    /**
     * The collective algorithms this library can be told to use for {@code primitive} (a key such as
     * {@code bcast}), as the library itself lists them; empty for libraries without a choice.
     */
    default List<String> algorithms(String primitive) {
        return List.of();
    }

    /** Checks that {@code device} is one this library has. */
    default void checkDevice(String device) {
        if (!devices().contains(device))
            throw new IllegalArgumentException(name() + " has no device '" + device + "'; devices: " + String.join(", ", devices()));
    }
}
