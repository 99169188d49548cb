package io.mpj.launcher;

import io.mpj.coll.select.Catalogue;
import io.mpj.config.Machine;
import io.mpj.runtime.RendezvousServer;
import io.mpj.transport.JobSecret;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * {@code mpjrun}: starts the ranks, on this machine or on the hosts of a hostfile through a remote
 * shell, hosts the job's rendezvous, forwards output, and ends the whole job (within seconds, with a
 * message naming the rank, its host and the cause) as soon as one rank fails, aborts, loses its host,
 * or the timeout passes. Exits 0 only if every rank exits 0.
 */
public final class MpjRun {
    /** Exit status when {@code --timeout} ends the job. */
    public static final int TIMEOUT_EXIT = 124;
    private static final long STOP_GRACE_MILLIS = 2000;
    private static final long ROOT_CAUSE_MILLIS = 300;

    private final LaunchOptions options;
    /** The program's ahead-of-time cache ({@code --aot-cache}), or null. */
    private final AheadOfTimeCache aot;
    private final PrintStream err;
    private final OutputForwarder output;
    private final Map<Integer, Integer> aborts = new ConcurrentHashMap<>();
    private final CountDownLatch[] disconnected;
    private final List<Process> ranks = new ArrayList<>();
    private final String[] hostOf;
    /** How many ranks run on this machine, and each one's place among them. */
    private int localRanks;
    private final int[] localIndex;
    /** The cpus of each local rank (by its place), empty when they are not bound. */
    private List<String> cpuSets = List.of();
    private final boolean[] remote;
    private final RemoteShell shell;
    /** Ranks in the order their processes ended: the first failure is the cause, later ones its echo. */
    private final BlockingQueue<Integer> exits = new LinkedBlockingQueue<>();
    /** mpjrun's own standard input, once it is forwarded to a rank. */
    private volatile InterruptibleStdin stdin;

    private MpjRun(LaunchOptions options, AheadOfTimeCache aot, PrintStream out, PrintStream err) {
        this.options = options;
        this.aot = aot;
        this.err = err;
        this.output = new OutputForwarder(out, err, options.tagOutput());
        this.disconnected = new CountDownLatch[options.np()];
        this.hostOf = new String[options.np()];
        this.remote = new boolean[options.np()];
        this.localIndex = new int[options.np()];
        this.shell = new RemoteShell(options.rsh());
        String here = Machine.hostName();
        for (int r = 0; r < options.np(); r++) {
            disconnected[r] = new CountDownLatch(1);
            hostOf[r] = options.hasHosts() ? options.where()[r] : here;
            remote[r] = options.hasHosts() && !RemoteShell.isThisMachine(hostOf[r], here);
            if (!remote[r]) localIndex[r] = localRanks++;
        }
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            out.println(LaunchOptions.USAGE);
            return args.length == 0 ? 2 : 0;
        }
        if (args[0].equals("--version") || args[0].equals("-V")) {
            out.println("mpjrun " + version() + ", Java " + Runtime.version());
            return 0;
        }
        if (args[0].equals("--list-algorithms")) {
            out.println("collective algorithms (choose with -Dmpj.coll.<primitive>=<name>, e.g. via --jvm-opt):");
            out.print(Catalogue.describe());
            return 0;
        }
        LaunchOptions options;
        AheadOfTimeCache aot;
        try {
            options = LaunchOptions.parse(args, System.getenv("MPJ_JVM_OPTS"), System.getenv("MPJ_RSH"), System.getenv("MPJ_BIND_TO"));
            RankMain.findMain(options.mainClass(), classLoaderFor(options.classpath()), options.classpath());
            aot = AheadOfTimeCache.forJob(options, System.getenv(), err);
        } catch (IllegalArgumentException e) {
            err.println("mpjrun: " + e.getMessage());
            return 2;
        }
        return new MpjRun(options, aot, out, err).launch();
    }

    private int launch() {
        byte[] secret = JobSecret.random();
        RendezvousServer server = null;
        Thread hook = new Thread(() -> {
            err.println("mpjrun: stopped by a signal; ending every rank");
            stopAll();
            shell.close();
        }, "mpjrun-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            if (!bind()) return 2;
            if (options.displayMap()) err.print(Hosts.describe(hostOf));
            if (options.displayMap() && !cpuSets.isEmpty()) err.println("mpjrun: ranks here bound to cpus " + String.join(" ", cpuSets));
            List<String> remoteHosts = remoteHosts();
            InetAddress listen = remoteHosts.isEmpty() ? InetAddress.getLoopbackAddress()
                    : RemoteShell.localAddressTowards(remoteHosts.get(0));
            if (options.np() > 1) server = startRendezvous(listen, secret);
            String rendezvous = server == null ? null : server.endpoint();
            RankCommand command = new RankCommand(options, rendezvous, System.getenv(), aot != null ? aot::options : archiveOptions());
            if (!remoteHosts.isEmpty()) {
                List<String> problems = shell.check(remoteHosts, RankCommand.java(), command.classpath(), System.getProperty("user.dir"));
                if (!problems.isEmpty()) {
                    for (String p : problems) err.println("mpjrun: " + p);
                    err.println("mpjrun: nothing started");
                    return 2;
                }
            }
            for (int r = 0; r < options.np(); r++) ranks.add(start(r, command, secret));
            int status = monitor();
            String made = aot == null ? null : aot.finish(status == 0);
            if (made != null) err.println(made);
            return status;
        } catch (IOException e) {
            err.println("mpjrun: cannot start the job: " + e.getMessage());
            stopAll();
            return 1;
        } finally {
            if (server != null) server.close();
            if (stdin != null) stdin.close(); // the forwarder may be blocked reading: free it, or the JVM waits for it
            output.drain(STOP_GRACE_MILLIS);
            shell.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running
            }
        }
    }

    /** Every rank's options for the library's class-data archive (made first if it is missing or stale). */
    private IntFunction<List<String>> archiveOptions() {
        List<String> archive = ClassDataArchive.options(System.getenv(), options.jvmOptions(), RankCommand.libraryClasspath());
        return rank -> archive;
    }

    /**
     * Decides the cpus of the ranks here ({@code --bind-to}); false, with the reason said, when binding
     * was asked for and cannot be done.
     */
    private boolean bind() {
        if (options.bindTo() == LaunchOptions.Binding.NONE || localRanks == 0) return true;
        List<Integer> cpus = CoreBinding.allowedCpus();
        List<String> shares = CoreBinding.shares(cpus, localRanks);
        boolean asked = options.bindTo() == LaunchOptions.Binding.CORE;
        if (shares.isEmpty() && asked) {
            err.println("mpjrun: --bind-to core: " + localRanks + " ranks here, but mpjrun may use " + cpus.size()
                    + " cores; give --bind-to none");
            return false;
        }
        if (!CoreBinding.available()) {
            if (!asked) return true;
            err.println("mpjrun: --bind-to core needs taskset (util-linux) on the PATH");
            return false;
        }
        cpuSets = shares;
        return true;
    }

    private List<String> remoteHosts() {
        List<String> hosts = new ArrayList<>();
        for (int r = 0; r < hostOf.length; r++) if (remote[r] && !hosts.contains(hostOf[r])) hosts.add(hostOf[r]);
        return hosts;
    }

    private RendezvousServer startRendezvous(InetAddress listen, byte[] secret) throws IOException {
        return new RendezvousServer(new InetSocketAddress(listen, 0), secret, options.np(), new RendezvousServer.Listener() {
            @Override
            public void onAbort(int rank, int code) {
                aborts.putIfAbsent(rank, code);
            }

            @Override
            public void onDisconnect(int rank) {
                disconnected[rank].countDown();
            }
        });
    }

    /** Starts rank {@code rank} here or on its host, and hands it the secret on its standard input. */
    private Process start(int rank, RankCommand command, byte[] secret) throws IOException {
        ProcessBuilder pb;
        if (remote[rank]) {
            String line = RemoteShell.execLine(System.getProperty("user.dir"), command.remoteEnv(rank), command.argv(rank, 0));
            pb = new ProcessBuilder(shell.command(hostOf[rank], line));
        } else {
            // the rank's JVM sees its share of the cores; its idle policy is told the machine's
            int cores = Runtime.getRuntime().availableProcessors();
            List<String> argv = command.argv(rank, RankCommand.share(cores, localRanks));
            String cpus = cpuSets.isEmpty() ? null : cpuSets.get(localIndex[rank]);
            pb = new ProcessBuilder(cpus == null ? argv : CoreBinding.bound(cpus, argv));
            pb.environment().remove("MPJ_JOB_SECRET");
            pb.environment().putAll(command.env(rank));
            pb.environment().put("MPJ_MACHINE_CORES", Integer.toString(cores));
            pb.environment().remove("MPJ_BOUND_CPUS");
            if (cpus != null) pb.environment().put("MPJ_BOUND_CPUS", cpus); // the idle policy yields sooner when bound
        }
        Process p = pb.start();
        // output first: a JVM that refuses its options says why on it and ends before reading the secret
        output.forward(rank, p, aot == null ? null : aot.recordedLine(rank));
        p.onExit().thenRun(() -> exits.add(rank));
        OutputStream in = p.getOutputStream();
        try {
            StdinChannel.sendSecret(in, secret); // the pipe stays open: when it closes, the rank knows the launcher is gone
            if (rank == options.stdinRank()) {
                stdin = new InterruptibleStdin();
                StdinChannel.forward(stdin.stream(), in);
            } else {
                StdinChannel.sendEnd(in);
            }
        } catch (IOException e) {
            if (!endedEarly(p)) throw e;
            // monitor() reports the rank's exit status, after the output it left
        }
        return p;
    }

    /** Whether a rank whose input pipe broke has ended (waits briefly for the exit to be seen). */
    private static boolean endedEarly(Process p) {
        try {
            return p.waitFor(STOP_GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !p.isAlive();
        }
    }

    /** Waits for every rank; on the first failure (in the order ranks ended) stops the others and reports it. */
    private int monitor() {
        long deadline = options.timeoutSeconds() > 0
                ? System.nanoTime() + TimeUnit.SECONDS.toNanos(options.timeoutSeconds()) : Long.MAX_VALUE;
        int finished = 0;
        while (finished < ranks.size()) {
            Integer r;
            try {
                r = exits.poll(10, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopAll();
                return 1;
            }
            if (r != null) {
                finished++;
                int code = ranks.get(r).exitValue();
                if (code == RankMain.UNCAUGHT_EXIT) code = ranks.get(r = deathBehind(r)).exitValue();
                if (code != 0) return fail(r, describe(r, code), code);
            }
            Map.Entry<Integer, Integer> abort = aborts.entrySet().stream().findFirst().orElse(null);
            if (abort != null) {
                int code = abort.getValue();
                return fail(abort.getKey(), "called Abort with errorcode " + code, code != 0 ? code : 1);
            }
            if (System.nanoTime() > deadline) {
                err.println("mpjrun: the job ran past --timeout " + options.timeoutSeconds() + " s; stopping all ranks");
                stopAll();
                return TIMEOUT_EXIT;
            }
        }
        return 0;
    }

    /**
     * A rank that threw out of main ({@code thrower}) often did so because a peer died (killed, or its
     * host lost): the peer's exit, seen within {@value #ROOT_CAUSE_MILLIS} ms, is the one to report (the
     * job fails either way, so the exits taken here need no counting).
     */
    private int deathBehind(int thrower) {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ROOT_CAUSE_MILLIS);
        try {
            for (long left; (left = until - System.nanoTime()) > 0; ) {
                Integer other = exits.poll(left, TimeUnit.NANOSECONDS);
                if (other == null) break;
                int code = ranks.get(other).exitValue();
                if (code != 0 && code != RankMain.UNCAUGHT_EXIT) return other;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return thrower;
    }

    private String describe(int rank, int code) {
        try {
            disconnected[rank].await(500, TimeUnit.MILLISECONDS); // an abort report may still be in flight
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Integer abort = aborts.get(rank);
        if (abort != null) return "called Abort with errorcode " + abort;
        if (code == RankMain.UNCAUGHT_EXIT) return "threw an exception out of main (exit status " + code + ")";
        if (remote[rank] && code == 255) {
            return "ended with its remote shell's status 255: it was killed by a signal, or the connection to "
                    + hostOf[rank] + " was lost";
        }
        if (code > 128 && code < 160) return "was killed by signal " + (code - 128) + " (exit status " + code + ")";
        return "exited with status " + code;
    }

    private int fail(int rank, String cause, int code) {
        if (options.threads()) err.println("mpjrun: the JVM of the ranks (--dev threads) " + cause);
        else err.println("mpjrun: rank " + rank + (options.hasHosts() ? " on " + hostOf[rank] : "") + " " + cause + "; stopping the other ranks");
        stopAll();
        return code;
    }

    /**
     * Closes every rank's standard input (a remote rank ends when it sees that), sends SIGTERM to the
     * ranks here and the remote shells, then SIGKILL to whatever is left after a grace period.
     */
    private void stopAll() {
        for (Process p : ranks) {
            try {
                p.getOutputStream().close();
            } catch (IOException ignored) {
                // gone already
            }
            if (p.isAlive()) p.destroy();
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STOP_GRACE_MILLIS);
        for (Process p : ranks) {
            try {
                p.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (p.isAlive()) p.destroyForcibly();
        }
    }

    /** "0.1.0 (commit d2e136f)": the version and commit in this jar's manifest ("unknown" where absent). */
    static String version() {
        String v = MpjRun.class.getPackage().getImplementationVersion(), commit = null;
        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(
                new File(MpjRun.class.getProtectionDomain().getCodeSource().getLocation().toURI()))) {
            commit = jar.getManifest().getMainAttributes().getValue("Implementation-Build");
        } catch (IOException | java.net.URISyntaxException | RuntimeException notAJar) {
            // classes from a directory: no manifest
        }
        return (v != null ? v : "unknown") + " (commit " + (commit != null && !commit.startsWith("${") ? commit : "unknown") + ")";
    }

    /** A loader over the program's class path, to check the main class before starting N JVMs. */
    static ClassLoader classLoaderFor(String classpath) {
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (entry.isEmpty()) continue;
            try {
                if (entry.endsWith("*")) {
                    File[] jars = new File(entry.substring(0, entry.length() - 1)).listFiles((d, n) -> n.endsWith(".jar"));
                    if (jars != null) for (File j : jars) urls.add(j.toURI().toURL());
                } else {
                    urls.add(new File(entry).toURI().toURL());
                }
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("bad class path entry " + entry);
            }
        }
        return new URLClassLoader(urls.toArray(new URL[0]), MpjRun.class.getClassLoader());
    }
}
