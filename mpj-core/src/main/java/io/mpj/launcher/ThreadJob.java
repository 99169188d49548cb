package io.mpj.launcher;

import io.mpj.runtime.ThreadRanks;
import io.mpj.transport.mem.MemoryTransport;

import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.JarURLConnection;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the one JVM of {@code mpjrun --dev threads} runs: every rank a thread of it, as in MPJ Express's
 * multicore device. Each rank loads the {@code mpi} classes and the program's from a class loader of its
 * own, so that their statics (MPI.COMM_WORLD, the program's) are per rank as in separate JVMs; the
 * library's engine (the io.mpj classes of its jars) is loaded once, so the JIT compiles it once for all
 * ranks. When mpjrun bound the JVM, each rank's thread is bound to its share of those cores; the
 * compiler and GC threads are not. Messages go through the in-memory device. Arguments: the rank
 * count, the library's class path, the main class, the program's arguments.
 */
public final class ThreadJob {
    /** Set on this JVM by mpjrun for {@code --tag-output}: every rank's lines get their [rank] here. */
    static final String TAG_OUTPUT = "mpj.threads.tag";
    /** Set by mpjrun unless {@code --stdin none}: the rank whose threads read this JVM's standard input. */
    static final String STDIN_RANK = "mpj.threads.stdin";

    /** A JVM's default initial and maximum heap, in percent of the memory (InitialRAMPercentage, MaxRAMPercentage). */
    private static final double RANK_HEAP_PERCENT = 100.0 / 64, JVM_MAX_HEAP_PERCENT = 25;

    private ThreadJob() {}

    /**
     * What the one JVM gets unless the user chose otherwise, as {@code np} JVMs would have had: the
     * parallel collector (a JVM that sees several processors picks G1, with which JGF RayTracer and
     * MonteCarlo took 9-15% longer here; a JVM per rank on its own core gets the serial one); a C1 and a
     * C2 compiler thread per rank up to the cores (JGF RayTracer 1.23x the process ranks' time with one
     * of each, 1.07x with two; docs/results/2026-11-27-thread-ranks); and a rank JVM's initial heap per
     * rank, 1/64 of the memory each up to the JVM's maximum of 1/4 (with one JVM's, the ranks' allocations
     * filled the young generation np times as fast, and a young collection stops every rank: JGF section
     * 2 size B made 3 young collections instead of 1; docs/results/2026-11-27-typed-copies).
     */
    static List<String> jvmDefaults(int np, int cores, List<String> userOptions) {
        List<String> d = new ArrayList<>();
        if (userOptions.stream().noneMatch(o -> o.matches("-XX:\\+Use\\w*GC"))) d.add("-XX:+UseParallelGC");
        if (userOptions.stream().noneMatch(o -> o.startsWith("-XX:CICompilerCount="))) {
            d.add("-XX:CICompilerCount=" + 2 * Math.max(1, Math.min(np, cores)));
        }
        if (userOptions.stream().noneMatch(ThreadJob::sizesHeap)) {
            d.add("-XX:InitialRAMPercentage=" + Math.min(RANK_HEAP_PERCENT * np, JVM_MAX_HEAP_PERCENT));
        }
        return d;
    }

    /** Whether a JVM option of the user's sizes the heap or its young generation. */
    private static boolean sizesHeap(String option) {
        return option.matches("-Xm[snx].*|-XX:(Initial|Min|Max)?RAMPercentage=.*|-XX:(Initial|Min|Max)HeapSize=.*|-XX:(Max)?NewSize=.*|-XX:NewRatio=.*");
    }

    public static void main(String[] args) throws InterruptedException {
        int np = Integer.parseInt(args[0]);
        URL[] library = urls(args[1]);
        String mainClass = args[2];
        String[] programArgs = Arrays.copyOfRange(args, 3, args.length);
        String classpath = System.getProperty("java.class.path");
        URL[] all = urls(classpath);
        URLClassLoader engine = new URLClassLoader(library, null); // finds, never loads: which classes are shared
        if (!RankClassLoader.isSharedEngine(engine, ThreadRanks.class.getName())) {
            // each rank would load its own engine and, not seeing its binding, run as a job of one
            System.err.println("mpjrun: --dev threads: the library's jars (" + args[1] + ") do not hold its engine");
            System.exit(2);
        }
        MemoryTransport.Job job = new MemoryTransport.Job(np);
        String bound = System.getenv("MPJ_BOUND_CPUS"); // mpjrun bound this JVM: each rank's thread gets its share
        List<String> shares = bound == null ? List.of() : CoreBinding.shares(CoreBinding.parseList(bound), np);
        Thread[] ranks = new Thread[np];
        for (int r = 0; r < np; r++) {
            int rank = r;
            String cpus = shares.isEmpty() ? null : shares.get(r);
            ClassLoader loader = new RankClassLoader(rank, all, engine, ThreadJob.class.getClassLoader());
            ranks[r] = new Thread(null, () -> {
                ThreadRanks.bind(job, rank, cpus != null && bindThisThread(rank, cpus) ? cpus : null);
                RankMain.runMain(Integer.toString(rank), mainClass, loader, classpath, programArgs);
                job.leave(rank, "its main returned");
            }, "rank-" + r); // the stack a rank's main thread has in its own JVM (-Xss)
            ranks[r].setContextClassLoader(loader);
        }
        RankTaggedOutput[] tagged = Boolean.getBoolean(TAG_OUTPUT) ? tagOutput(np) : null;
        RankExit exit = new RankExit(job, ranks);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            exit.onShutdown();
            if (tagged != null) finish(tagged); // after the ranks that still run have written
        }, "mpjrun-shutdown"));
        System.setIn(new RankInput(System.in, Integer.getInteger(STDIN_RANK, -1)));
        for (Thread t : ranks) t.start();
        for (Thread t : ranks) t.join();
    }

    /** Prefixes each rank's lines on stdout and stderr. */
    private static RankTaggedOutput[] tagOutput(int np) {
        RankTaggedOutput out = new RankTaggedOutput(new FileOutputStream(FileDescriptor.out), np);
        RankTaggedOutput err = new RankTaggedOutput(new FileOutputStream(FileDescriptor.err), np);
        System.setOut(new PrintStream(out, true));
        System.setErr(new PrintStream(err, true));
        return new RankTaggedOutput[] {out, err};
    }

    /** A rank's unfinished line is written at exit. */
    private static void finish(RankTaggedOutput[] tagged) {
        try {
            for (RankTaggedOutput t : tagged) t.finish();
        } catch (IOException ignored) {
            // the output is gone
        }
    }

    /**
     * Binds the calling thread alone to {@code cpus} (taskset on its thread id), as mpjrun binds a rank's
     * JVM: two rank threads left to share a core paid a whole spin per message in some launches (an
     * Allreduce of 64 KiB 110 µs instead of 7). The JIT and GC threads stay free to use every core.
     */
    private static boolean bindThisThread(int rank, String cpus) {
        String why;
        try {
            why = CoreBinding.bindThread(cpus, Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
        } catch (IOException e) {
            why = e.getMessage();
        }
        if (why != null) System.err.println("mpjrun: rank " + rank + " could not be bound to cpus " + cpus + ": " + why);
        return why == null;
    }

    private static URL[] urls(String classpath) {
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (entry.isEmpty()) continue;
            try {
                urls.add(new File(entry).toURI().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("class path entry " + entry + ": " + e.getMessage(), e);
            }
        }
        return urls.toArray(new URL[0]);
    }

    /**
     * One rank's classes: the library's engine from the JVM's class loader (shared), everything else of
     * the class path (the {@code mpi} facade, the program, its libraries) loaded afresh.
     */
    static final class RankClassLoader extends URLClassLoader {
        /** A rank's loader is named "rank-N", which stack frames of its classes carry ({@link RankExit}). */
        static final String NAME_PREFIX = "rank-";

        static {
            registerAsParallelCapable();
        }

        private final URLClassLoader engine;
        private final ClassLoader shared;

        /** {@code engine}: a loader over the library's jars only, asked which classes they hold (one for all ranks). */
        RankClassLoader(int rank, URL[] classpath, URLClassLoader engine, ClassLoader shared) {
            super(NAME_PREFIX + rank, classpath, ClassLoader.getPlatformClassLoader());
            this.engine = engine;
            this.shared = shared;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (isSharedEngine(engine, name)) return shared.loadClass(name);
            return super.loadClass(name, resolve);
        }

        /**
         * A program class as URLClassLoader defines it, but with its System.exit calls pointed at {@link
         * RankExitCall} ({@link ExitCallRedirect}); the facade's classes as they are.
         */
        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            String file = name.replace('.', '/') + ".class";
            URL url = name.startsWith("mpi.") ? null : findResource(file);
            if (url == null) return super.findClass(name);
            byte[] b;
            try (InputStream in = url.openStream()) {
                b = in.readAllBytes();
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
            byte[] redirected = ExitCallRedirect.redirect(b);
            if (redirected == b) return super.findClass(name);
            return defineClass(name, redirected, 0, redirected.length, new CodeSource(codeBase(url, file), (CodeSigner[]) null));
        }

        /** The jar or directory of the class path that {@code url}, of class file {@code file}, is in. */
        private static URL codeBase(URL url, String file) {
            try {
                if (url.openConnection() instanceof JarURLConnection jar) return jar.getJarFileURL();
                String s = url.toString();
                return new URL(s.substring(0, s.length() - file.length()));
            } catch (IOException e) {
                return url;
            }
        }

        /** A class of the library's jars outside the facade: one copy for all ranks. */
        static boolean isSharedEngine(URLClassLoader engine, String name) {
            return !name.startsWith("mpi.") && engine.findResource(name.replace('.', '/') + ".class") != null;
        }
    }
}
