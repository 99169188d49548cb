package io.mpj.launcher;

import java.io.File;
import java.io.IOException;
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
 * classes, and the JDK's it uses, loaded and verified once and then mapped by every rank, so that each
 * rank's JVM starts without loading them (8 ranks on 2 cores: 1.13-1.19 s to the last {@code MPI.Init},
 * 0.93-0.97 with the archive; docs/results/2026-11-27-class-data). One archive per JVM and library
 * class path in {@code MPJ_CDS_DIR} (default {@code ~/.mpj/cds}), made by a short run of
 * {@link ClassDataTraining} the first time and again whenever the JVM or a library jar changes (a stamp
 * file records them, or that no archive could be made). The archive covers the launcher's class path,
 * the prefix of every rank's. Nothing here can fail a job: where there can be no archive (a directory
 * on the class path, {@code MPJ_CDS=off}, the user's own CDS options, a directory that cannot be
 * written) the ranks start without one, and a JVM that cannot use an archive ignores it, silently.
 */
final class ClassDataArchive {
    /** The ranks' options besides the archive's path: the JVM is not to say whether it could map it. */
    static final List<String> QUIET = List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off");
    private static final long TRAINING_SECONDS = 60;
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
        if ("off".equals(env.get("MPJ_CDS")) || ownsSharing(userJvmOptions) || !allJars(classpath)) return List.of();
        String dir = env.get("MPJ_CDS_DIR");
        Path where = dir != null && !dir.isEmpty() ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".mpj", "cds");
        ClassDataArchive a = new ClassDataArchive(where, classpath);
        Made made = a.made();
        if (made == Made.FAILED || made == Made.NOT_YET && !a.make()) return List.of();
        List<String> opts = new ArrayList<>(List.of("-XX:SharedArchiveFile=" + a.archive));
        opts.addAll(QUIET);
        return opts;
    }

    /** The user chose class sharing themselves. */
    private static boolean ownsSharing(List<String> jvmOptions) {
        return jvmOptions.stream().anyMatch(o -> o.startsWith("-Xshare") || o.contains("SharedArchiveFile")
                || o.contains("ArchiveClassesAtExit") || o.contains("UseSharedSpaces"));
    }

    /** A dynamic archive needs a class path of files only (a directory with classes in it is refused). */
    static boolean allJars(String classpath) {
        for (String e : classpath.split(File.pathSeparator)) if (e.isEmpty() || !Files.isRegularFile(Path.of(e))) return false;
        return true;
    }

    /** What the archive was made from: the JVM, and each jar's path, size and time. */
    String stampText() throws IOException {
        StringBuilder s = new StringBuilder(System.getProperty("java.home")).append('\n')
                .append(System.getProperty("java.vm.version")).append('\n');
        for (String e : classpath.split(File.pathSeparator)) {
            Path jar = Path.of(e);
            s.append(e).append(' ').append(Files.size(jar)).append(' ').append(Files.getLastModifiedTime(jar).toMillis()).append('\n');
        }
        return s.toString();
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
            writeStamp(made ? stampText() : FAILED + stampText());
        } catch (IOException | RuntimeException e) {
            return false;
        }
        return made;
    }

    private boolean train() {
        Path tmp = null;
        try {
            Files.createDirectories(archive.getParent());
            tmp = Files.createTempFile(archive.getParent(), "training-", ".jsa");
            Files.delete(tmp); // the JVM writes it
            List<String> cmd = new ArrayList<>(List.of(RankCommand.java(), "-XX:ArchiveClassesAtExit=" + tmp));
            cmd.addAll(QUIET);
            cmd.addAll(RankCommand.HEAP_IO);
            cmd.addAll(List.of("-cp", classpath, ClassDataTraining.class.getName(), classpath));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(TRAINING_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            if (p.exitValue() != 0 || !Files.isRegularFile(tmp)) return false;
            move(tmp, archive);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            if (tmp != null) tmp.toFile().delete();
        }
    }

    private void writeStamp(String text) throws IOException {
        Path tmp = Files.createTempFile(stamp.getParent(), "training-", ".stamp");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        move(tmp, stamp);
    }

    private static void move(Path from, Path to) throws IOException {
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
