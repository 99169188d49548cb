package io.mpj.launcher;

import io.mpj.transport.JobSecret;

import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The command that starts one rank: its JVM running {@link RankMain} with the program, and its
 * environment (rank, size, rendezvous, device, and every MPJ_* setting of the launcher's environment,
 * which a remote shell would not pass on). The job secret is not among them: it goes to the rank's
 * standard input.
 *
 * <p>A rank on this machine gets its share of the cores as the JVM's processor count
 * ({@code -XX:ActiveProcessorCount}, unless the user gives one), as a rank that mpirun binds to a
 * core sees one: the JVM then sizes its collector and compiler threads for that share instead of
 * every rank starting threads for all the cores.
 *
 * <p>Every rank's JVM may also call into the C library and read a socket's descriptor
 * ({@link #HEAP_IO}): on JDK 22 and later, the nio device then moves large payloads between the socket
 * and the user's array with no copy of its own. Java 17 accepts both options and ignores them here.
 *
 * <p>And the library is a boundary for the JIT compiler ({@link #JIT_BOUNDARY}). C2 does not inline
 * {@code mpi.Intracomm}'s methods into the program's: otherwise each (re)compilation of a program's
 * hot loop, such as the one an uncommon trap in LUFact's kernel brings, compiles the collective's whole
 * call tree again on the rank's own core while the other ranks wait (see
 * docs/results/2026-11-24-jit-boundary). And C2 leaves alone the loop a waiting thread spins in
 * ({@link #SPIN_PATH}), which C1 compiles: spinning made it a rank's hottest code early in a run, and
 * its C2 compilations (again after each deoptimisation) held up the program's own on the rank's core
 * (docs/results/2026-11-26-spin-path). Nor does C2 inline the wait ({@link #WAIT}) into the methods that
 * call it: a node limit holds only where a method is compiled on its own, and a collective's wait,
 * compiled with everything it spins through, was a rank's longest C2 compilation
 * (docs/results/2026-11-28-wait-inlining). The same holds for a few large methods that several hot
 * callers reach ({@link #OUT_OF_LINE}; docs/results/2026-11-28-out-of-line). {@code MPJ_JIT_BOUNDARY=0}
 * leaves all of this out.
 */
final class RankCommand {
    static final String PROCESSOR_COUNT = "-XX:ActiveProcessorCount=";
    static final List<String> HEAP_IO = List.of("--enable-native-access=ALL-UNNAMED", "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED");
    /**
     * The methods a waiting thread spins through, from the wait to the devices' polls. A node limit of
     * 1 makes C2 give each up at once, and C1 compiles it; a compiler directive would say so directly,
     * but the JVM then prints a line on every rank's standard output.
     */
    static final String WAIT = "io.mpj.engine.PointToPointEngine::waitUntil";
    /**
     * Methods C2 compiles on their own and never into their callers: the wait, and the large methods
     * that several hot callers reach (a frame written into a ring or a socket; a point-to-point call's
     * start, which blocking and non-blocking calls share). Inlined, each was compiled again into every
     * caller that got hot later, 10-30 ms of C2 on the rank's core apiece.
     */
    static final List<String> OUT_OF_LINE = List.of(WAIT, "io.mpj.transport.support.FrameWriter::write",
            "mpi.Comm::startSend", "mpi.Comm::startRecv");
    static final List<String> SPIN_PATH = List.of(WAIT,
            "io.mpj.engine.PointToPointEngine::progressOnce", "io.mpj.engine.PeerRouter::progress",
            "io.mpj.idle.BackoffIdleStrategy::idle", "io.mpj.transport.mem.SelfTransport::progress",
            "io.mpj.transport.shm.ShmTransport::progress", "io.mpj.transport.shm.RingReader::poll",
            "io.mpj.transport.shm.Ring::writtenFrameAt", "io.mpj.coll.SharedSegment::isComplete");
    static final List<String> JIT_BOUNDARY = jitBoundary();

    private final LaunchOptions options;
    private final String rendezvous;
    private final Map<String, String> launcherEnv;
    /** Each rank's options for its classes' cache ({@link ClassDataArchive}, {@link AheadOfTimeCache}), or none. */
    private final IntFunction<List<String>> classData;
    /** The job's id, the same for all its ranks ({@link #newJobId}). */
    private final String jobId = newJobId();

    RankCommand(LaunchOptions options, String rendezvous, Map<String, String> launcherEnv) {
        this(options, rendezvous, launcherEnv, rank -> List.of());
    }

    RankCommand(LaunchOptions options, String rendezvous, Map<String, String> launcherEnv, IntFunction<List<String>> classData) {
        this.options = options;
        this.rendezvous = rendezvous;
        this.launcherEnv = launcherEnv;
        this.classData = classData;
    }

    /** The JVM of every rank: the launcher's (the same path on every host). */
    static String java() {
        return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    }

    /** The launcher's class path (the library's jars) and the program's. */
    String classpath() {
        return libraryClasspath() + File.pathSeparator + options.classpath();
    }

    /** The launcher's class path: the library's jars, first on every rank's. */
    static String libraryClasspath() {
        return System.getProperty("java.class.path");
    }

    /** The command line of rank {@code rank}; {@code cpus} > 0: the processor count its JVM sees (0: the JVM's own). */
    List<String> argv(int rank, int cpus) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java());
        if (cpus > 0 && options.jvmOptions().stream().noneMatch(o -> o.startsWith(PROCESSOR_COUNT))) cmd.add(PROCESSOR_COUNT + cpus);
        cmd.addAll(HEAP_IO);
        if (!"0".equals(launcherEnv.get("MPJ_JIT_BOUNDARY"))) cmd.addAll(JIT_BOUNDARY);
        cmd.addAll(classData.apply(rank));
        cmd.addAll(options.jvmOptions());
        cmd.add("-cp");
        cmd.add(classpath());
        cmd.add(RankMain.class.getName());
        cmd.add(options.mainClass());
        cmd.addAll(options.programArgs());
        return cmd;
    }

    private static List<String> jitBoundary() {
        List<String> options = new ArrayList<>(List.of("-XX:CompileCommand=quiet", "-XX:CompileCommand=dontinline,mpi.Intracomm::*"));
        for (String method : OUT_OF_LINE) options.add("-XX:CompileCommand=dontinline," + method);
        for (String method : SPIN_PATH) options.add("-XX:CompileCommand=MaxNodeLimit," + method + ",1");
        return List.copyOf(options);
    }

    /** Each of {@code ranks} ranks on a machine of {@code cores} cores gets an equal share, at least one. */
    static int share(int cores, int ranks) {
        return Math.max(1, cores / Math.max(1, ranks));
    }

    /** What a rank needs in its environment, beyond what it inherits on this machine. */
    Map<String, String> env(int rank) {
        Map<String, String> env = env(rank, options.np(), rendezvous, jobId);
        if (options.device() != null) env.put("MPJ_DEVICE", options.device());
        if (options.displayDevices()) env.put("MPJ_DISPLAY_DEVICES", "true");
        return env;
    }

    /**
     * Rank {@code rank} of {@code size} of job {@code jobId}, meeting the others at {@code rendezvous}
     * (may be null), its secret on standard input.
     */
    static Map<String, String> env(int rank, int size, String rendezvous, String jobId) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("MPJ_RANK", Integer.toString(rank));
        env.put("MPJ_SIZE", Integer.toString(size));
        if (rendezvous != null) env.put("MPJ_RENDEZVOUS", rendezvous);
        env.put("MPJ_JOB_ID", jobId);
        env.put(RankMain.SECRET_ON_STDIN, "1");
        return env;
    }

    /**
     * A job's id (mpj.job.id): random, not secret; what the shm device names the job's files after,
     * which a rank started without one derives from the job secret instead (through SHA-256, whose
     * providers took a rank 20-25 ms to start).
     */
    static String newJobId() {
        return JobSecret.toHex(java.util.Arrays.copyOf(JobSecret.random(), 8));
    }

    /** For a rank on another host: the launcher's MPJ_* settings too (but its secret, if it has one). */
    Map<String, String> remoteEnv(int rank) {
        Map<String, String> env = new LinkedHashMap<>();
        launcherEnv.forEach((k, v) -> {
            if (k.startsWith("MPJ_") && !k.equals("MPJ_JOB_SECRET") && !k.equals("MPJ_JVM_OPTS") && !k.equals("MPJ_RSH")) env.put(k, v);
        });
        env.putAll(env(rank));
        return env;
    }
}
