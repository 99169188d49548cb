package io.mpj.launcher;

import io.mpj.runtime.RendezvousServer;
import io.mpj.training.ClassDataTraining;
import io.mpj.transport.JobSecret;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A class-data archive of the library for the ranks' JVMs (a dynamic CDS archive): the library's
 * classes, the lambdas it makes and the JDK's classes it uses, loaded and verified once and then mapped
 * by every rank, so that each rank's JVM starts without making them (8 ranks on 2 cores: 2.2 s to the
 * last {@code MPI.Init} without, 1.5 with the archive; docs/results/2026-11-27-training-job). One archive
 * per JVM and library class path in {@code MPJ_CDS_DIR} (default {@code ~/.mpj/cds}), made by a short
 * training job ({@link ClassDataTraining}) the first time and again whenever the JVM or a library jar
 * changes (a stamp file records them, or that no archive could be made). The archive covers the
 * launcher's class path, the prefix of every rank's. Nothing here can fail a job: where there can be no
 * archive (a directory on the class path, {@code MPJ_CDS=off}, the user's own CDS options, a directory
 * that cannot be written) the ranks start without one, and a JVM that cannot use an archive ignores it,
 * silently.
 */
final class ClassDataArchive {
    /** The ranks' options besides the archive's path: the JVM is not to say whether it could map it. */
    static final List<String> QUIET = List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off");
    private static final long TRAINING_SECONDS = 60;
    private static final int TRAINING_RANKS = 2;
    /** The first line of the stamp of a training run that made no archive. */
    private static final String FAILED = "no archive could be made with\n";

    private final Path archive;
    private final Path stamp;
    private final String classpath;

    ClassDataArchive(Path dir, String classpath) {
        // one file per JVM and installation: two checkouts used in turn do not remake each other's
        String key = System.getProperty("java.home") + " " + System.getProperty("java.vm.version") + " " + classpath;
        String name = "mpj-" + Integer.toHexString(key.hashCode());
        this.archive = dir.resolve(name + ".jsa");
        this.stamp = dir.resolve(name + ".stamp");
        this.classpath = classpath;
    }

    /**
     * The JVM options that give the ranks the archive of {@code classpath} (the launcher's), making it
     * first if it is missing or stale; none where there is to be no archive.
     */
    static List<String> options(Map<String, String> env, List<String> userJvmOptions, String classpath) {
        if ("off".equals(env.get("MPJ_CDS")) || ownsSharing(userJvmOptions, env) || ClassPathStamp.firstNotAJar(classpath) != null) return List.of();
        String dir = env.get("MPJ_CDS_DIR");
        Path where = dir != null && !dir.isEmpty() ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".mpj", "cds");
        ClassDataArchive a = new ClassDataArchive(where, classpath);
        Made made = a.made();
        if (made == Made.FAILED || made == Made.NOT_YET && !a.make()) return List.of();
        List<String> opts = new ArrayList<>(List.of("-XX:SharedArchiveFile=" + a.archive));
        opts.addAll(QUIET);
        return opts;
    }

    /**
     * The user chose class sharing or an ahead-of-time cache themselves, on mpjrun's command line or in
     * the environment the ranks' JVMs read (a JVM takes one archive or cache, and refuses to start with two).
     */
    static boolean ownsSharing(List<String> jvmOptions, Map<String, String> env) {
        List<String> all = new ArrayList<>(jvmOptions);
        for (String var : List.of("JDK_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS")) {
            String v = env.get(var);
            if (v != null && !v.isBlank()) all.addAll(List.of(v.trim().split("\\s+")));
        }
        return all.stream().anyMatch(o -> o.startsWith("-Xshare") || o.startsWith("-XX:AOT") || o.contains("SharedArchiveFile")
                || o.contains("ArchiveClassesAtExit") || o.contains("UseSharedSpaces"));
    }

    /** What the archive was made from ({@link ClassPathStamp}). */
    String stampText() throws IOException {
        return ClassPathStamp.of(classpath);
    }

    /** What the stamp says of this JVM and these jars (read once, the jars looked at once). */
    enum Made { CURRENT, FAILED, NOT_YET }

    Made made() {
        try {
            String now = stampText(), recorded = Files.readString(stamp, StandardCharsets.UTF_8);
            if (recorded.equals(now) && Files.isRegularFile(archive)) return Made.CURRENT;
            return recorded.equals(FAILED + now) ? Made.FAILED : Made.NOT_YET;
        } catch (IOException e) {
            return Made.NOT_YET;
        }
    }

    /** Whether the archive is there and made from this JVM and these jars. */
    boolean current() {
        return made() == Made.CURRENT;
    }

    /**
     * Whether a training run with this JVM and these jars made no archive (a JVM without dynamic
     * archives, say): then no job tries again until one of them changes.
     */
    boolean triedAndFailed() {
        return made() == Made.FAILED;
    }

    /**
     * Makes the archive with a training run, then its stamp, each by an atomic rename; false if it could
     * not, and then the stamp says so.
     */
    boolean make() {
        boolean made = train();
        try {
            ClassPathStamp.write(stamp, made ? stampText() : FAILED + stampText());
        } catch (IOException | RuntimeException e) {
            return false;
        }
        return made;
    }

    /**
     * The training job ({@link ClassDataTraining}): two ranks of this machine that meet at a rendezvous
     * of this JVM's, as a job's do; rank 0's JVM writes the archive when it ends.
     */
    private boolean train() {
        Path tmp = null;
        List<Process> ranks = new ArrayList<>();
        byte[] secret = JobSecret.random();
        try (RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), secret,
                TRAINING_RANKS, null)) {
            Files.createDirectories(archive.getParent());
            tmp = Files.createTempFile(archive.getParent(), "training-", ".jsa");
            Files.delete(tmp); // the JVM writes it
            String jobId = RankCommand.newJobId();
            for (int rank = 0; rank < TRAINING_RANKS; rank++) {
                ranks.add(startRank(rank, server.endpoint(), secret, jobId, rank == 0 ? tmp : null));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TRAINING_SECONDS);
            for (Process p : ranks) {
                if (!p.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS) || p.exitValue() != 0) return false;
            }
            if (!Files.isRegularFile(tmp)) return false;
            move(tmp, archive);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            for (Process p : ranks) p.destroyForcibly();
            if (tmp != null) tmp.toFile().delete();
        }
    }

    /** A rank of the training job; {@code archiveOut}: where its JVM writes the archive, or null. */
    private Process startRank(int rank, String rendezvous, byte[] secret, String jobId, Path archiveOut) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(RankCommand.java()));
        if (archiveOut != null) cmd.add("-XX:ArchiveClassesAtExit=" + archiveOut);
        cmd.addAll(QUIET);
        cmd.addAll(RankCommand.HEAP_IO);
        cmd.addAll(List.of("-cp", classpath, RankMain.class.getName(), ClassDataTraining.class.getName(), classpath));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("MPJ_JOB_SECRET");
        pb.environment().remove("MPJ_BOUND_CPUS");
        pb.environment().putAll(RankCommand.env(rank, TRAINING_RANKS, rendezvous, jobId));
        Process p = pb.start();
        StdinChannel.sendSecret(p.getOutputStream(), secret); // the pipe stays open while the rank runs
        StdinChannel.sendEnd(p.getOutputStream());
        return p;
    }

    /** Moves atomically where the file system can. */
    static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    Path archive() {
        return archive;
    }
}
