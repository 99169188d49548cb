package io.mpj.launcher;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code mpjrun --aot-cache FILE} (JDK 25 and later): an ahead-of-time cache of the program that every
 * rank's JVM starts from: its classes and the library's, loaded and linked (JEP 483), and the profiles
 * of their methods (JEP 515), so that the JIT compilers need not gather them again. A job that finds no current
 * cache is its training run: rank 0's JVM records what it loads and profiles ({@code -XX:AOTMode=record})
 * and, once the job has ended well, mpjrun assembles FILE from that ({@code -XX:AOTMode=create}). A stamp
 * beside it (FILE.stamp) records the JVM and the jars it was made from; when either changes, the next
 * job trains again. A FILE without a stamp (made by hand) is used as it is. The class path must hold
 * jars only: a JVM caches no classes from a directory.
 */
final class AheadOfTimeCache {
    /** The first JDK whose caches hold methods' profiles (and whose JVM logs them under the {@code aot} tag). */
    static final int FIRST_JDK = 25;
    private static final long ASSEMBLY_SECONDS = 300;

    private final Path cache;
    private final Path stamp;
    private final Path config;
    private final String classpath;
    private final List<String> jvmOptions;
    private final boolean training;

    AheadOfTimeCache(Path cache, String classpath, List<String> jvmOptions) {
        this.cache = cache;
        this.stamp = cache.resolveSibling(cache.getFileName() + ".stamp");
        this.config = cache.resolveSibling(cache.getFileName() + ".config");
        this.classpath = classpath;
        this.jvmOptions = jvmOptions;
        this.training = !Files.isRegularFile(cache) || Files.isRegularFile(stamp) && !stampIsCurrent();
    }

    /**
     * The job's cache, or null: none asked for, or (said on {@code err}) a JVM older than
     * {@value #FIRST_JDK}. Refuses on any JVM, naming the reason, the user's own sharing options beside
     * it, a class path with a directory and a FILE in a directory that does not exist.
     */
    static AheadOfTimeCache forJob(LaunchOptions options, Map<String, String> env, PrintStream err) {
        String file = options.aotCache();
        if (file == null) return null;
        if (ClassDataArchive.ownsSharing(options.jvmOptions(), env)) {
            throw new IllegalArgumentException("--aot-cache " + file + ": the JVM options (--jvm-opt, MPJ_JVM_OPTS, JDK_JAVA_OPTIONS or"
                    + " JAVA_TOOL_OPTIONS) already choose class sharing or an AOT cache; give one of them");
        }
        String classpath = RankCommand.libraryClasspath() + File.pathSeparator + options.classpath();
        String notJar = ClassPathStamp.firstNotAJar(classpath);
        if (notJar != null) {
            throw new IllegalArgumentException("--aot-cache " + file + ": the class path must list jar files only; a JVM caches no"
                    + " classes from '" + notJar + "' (package the program as a jar)");
        }
        Path cache = Path.of(file).toAbsolutePath();
        if (!Files.isDirectory(cache.getParent())) {
            throw new IllegalArgumentException("--aot-cache " + file + ": there is no directory " + cache.getParent());
        }
        if (Runtime.version().feature() < FIRST_JDK) {
            err.println("mpjrun: --aot-cache needs JDK " + FIRST_JDK + " or later (this is " + Runtime.version() + "); the job runs without it");
            return null;
        }
        return new AheadOfTimeCache(cache, classpath, options.jvmOptions());
    }

    /** Whether this job trains the cache (there is none, or it is stale). */
    boolean training() {
        return training;
    }

    /** The JVM options of rank {@code rank} for the cache. */
    List<String> options(int rank) {
        if (!training) return List.of("-XX:AOTCache=" + cache);
        // the JVM's notes on the classes it leaves out would end up in the job's output
        return rank == 0 ? List.of("-XX:AOTMode=record", "-XX:AOTConfiguration=" + config, "-Xlog:aot*=off") : List.of();
    }

    /**
     * The line rank {@code rank}'s JVM prints on its standard output as it ends, when it has recorded the
     * training (mpjrun leaves it out of the job's output), or null.
     */
    String recordedLine(int rank) {
        return training && rank == 0 ? "AOTConfiguration recorded: " + config : null;
    }

    /**
     * After the job ({@code succeeded}: every rank exited 0): a training job's cache assembled from what
     * rank 0 recorded, then its stamp. What happened, for mpjrun's error stream, or null.
     */
    String finish(boolean succeeded) {
        if (!training) return null;
        try {
            if (!succeeded) return null; // the job's failure is the news; the next job trains again
            if (!Files.isRegularFile(config)) {
                return "mpjrun: --aot-cache: rank 0 recorded nothing at " + config + " (on another host, without a shared file system?);"
                        + " no cache made";
            }
            return assemble();
        } finally {
            config.toFile().delete();
        }
    }

    private String assemble() {
        Path tmp = null;
        try {
            tmp = Files.createTempFile(cache.getParent(), cache.getFileName() + ".", ".tmp");
            Files.delete(tmp); // the JVM writes it
            // the ranks' module options too: a cache made without them maps with its module graph turned off
            List<String> cmd = new ArrayList<>(List.of(RankCommand.java()));
            cmd.addAll(RankCommand.HEAP_IO);
            cmd.addAll(jvmOptions);
            cmd.addAll(List.of("-XX:AOTMode=create", "-XX:AOTConfiguration=" + config, "-XX:AOTCache=" + tmp, "-cp", classpath));
            Path log = Files.createTempFile(cache.getParent(), cache.getFileName() + ".", ".log");
            try {
                Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
                boolean ended = p.waitFor(ASSEMBLY_SECONDS, TimeUnit.SECONDS);
                if (!ended) p.destroyForcibly();
                if (!ended || p.exitValue() != 0 || !Files.isRegularFile(tmp)) {
                    List<String> said = Files.readAllLines(log, StandardCharsets.UTF_8);
                    return "mpjrun: --aot-cache: assembling " + cache + " failed" + (ended ? ": " + (said.isEmpty() ? "" : said.get(said.size() - 1))
                            : " (no end after " + ASSEMBLY_SECONDS + " s)");
                }
            } finally {
                Files.deleteIfExists(log);
            }
            ClassDataArchive.move(tmp, cache);
            ClassPathStamp.write(stamp, ClassPathStamp.of(classpath));
            return "mpjrun: made the AOT cache " + cache + " (" + Files.size(cache) / (1 << 20) + " MiB) from this job's rank 0;"
                    + " the ranks of jobs with --aot-cache " + cache + " start from it";
        } catch (IOException e) {
            return "mpjrun: --aot-cache: cannot make " + cache + ": " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "mpjrun: --aot-cache: interrupted while assembling " + cache;
        } finally {
            if (tmp != null) tmp.toFile().delete();
        }
    }

    private boolean stampIsCurrent() {
        try {
            return Files.readString(stamp, StandardCharsets.UTF_8).equals(ClassPathStamp.of(classpath));
        } catch (IOException e) {
            return false;
        }
    }
}
