package io.mpj.bench.runner;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * MPJ Express 0.44 from Debian's libmpj-java, through a private MPJ_HOME built by
 * bin/mpjexpress-home (Debian's own mpjrun does not start; shared spec mpj-api.md section 0).
 * {@code niodev} needs its daemon, started before the run and stopped by PID after it;
 * {@code multicore} runs the ranks as threads of one JVM.
 */
public final class MpjExpressRunner implements LibraryRunner {
    private static final Path PACKAGE = Path.of("/usr/share/mpj/lib");
    private final Layout layout;
    private Path shared;

    public MpjExpressRunner(Layout layout) {
        this.layout = layout;
    }

    @Override
    public String name() {
        return "mpjexpress";
    }

    @Override
    public List<String> devices() {
        return List.of("niodev", "multicore");
    }

    @Override
    public Optional<String> unavailable() {
        if (!Files.isDirectory(PACKAGE)) return Optional.of("MPJ Express is missing: apt-get install libmpj-java");
        return Optional.ofNullable(Layout.missing(layout.suiteJar(), "the suite jar"));
    }

    @Override
    public String version() {
        return "MPJ Express 0.44 (Debian libmpj-java " + Versions.dpkg("libmpj-java") + ")";
    }

    @Override
    public Map<String, String> environment(Job job) {
        return Map.of("MPJ_HOME", home(job).toString());
    }

    /** multicore runs every rank in one JVM: it cannot span hosts. */
    private static final String STARTER_PID = "mpjexpress-starter.pid";

    @Override
    public boolean spansHosts(String device) {
        return device.equals("niodev");
    }

    @Override
    public List<String> command(Job job, Program program) throws IOException {
        // one line per rank's slot: MPJ Express places rank i on line i
        List<String> machines = job.hostfile() == null ? List.of("localhost") : HostfileHosts.perSlot(job.hostfile());
        Files.write(job.work().resolve("machines"), machines);
        Path home = home(job);
        List<String> c = new ArrayList<>(List.of(Layout.javaExecutable(), "-jar", home.resolve("lib/starter.jar").toString(),
                "-np", Integer.toString(job.np()), "-dev", job.device()));
        if (job.device().equals("niodev")) c.addAll(List.of("-machinesfile", "machines"));
        c.addAll(List.of("-cp", program.jar().toString(), program.mainClass()));
        c.addAll(program.args());
        if (job.hostfile() == null) return c;
        // Its starter tells the daemons to reach it at its own host name: it runs on the first host, which they all reach.
        // its PID in the (shared) work directory: a killed ssh client does not end the remote starter, the service's stop does
        StringBuilder line = new StringBuilder("cd " + quote(job.work().toString()) + " && echo $$ > " + STARTER_PID + " && MPJ_HOME="
                + quote(home.toString()) + " exec");
        for (String a : c) line.append(' ').append(quote(a));
        return ssh(machines.get(0), line.toString());
    }

    /** {@code command} run on {@code host} through the user's ssh, never prompting. */
    private static List<String> ssh(String host, String command) {
        return List.of("ssh", "-o", "BatchMode=yes", "-T", host, command);
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /**
     * MPJ Express 0.44's starter asks the daemons to start the ranks and only then opens the port the
     * ranks report to (MPJRun: clientSocketInit before collectPortInfo); a rank that gets there first
     * fails in NIODevice.init and the others wait for ever. On shared cores (an emulated cluster) this
     * race is often lost.
     */
    @Override
    public String lostStart(String line) {
        return line.contains("at xdev.niodev.NIODevice.init(") ? "a rank reached MPJ Express's starter before it listened" : null;
    }

    /** A race lost to a busy machine is often lost again at once (CI: three in a row): let the load pass. */
    @Override
    public long millisBeforeRelaunch(int attempt) {
        return 1000L * attempt;
    }

    /**
     * Makes the launch's MPJ_HOME and, for niodev, starts its daemons; closing stops the daemons and
     * removes the MPJ_HOME, which would otherwise stay in the results' runs/ folder (2 MB of jars).
     */
    @Override
    public AutoCloseable start(Job job) throws IOException {
        Path home = home(job);
        AutoCloseable daemons = job.device().equals("niodev") ? startDaemons(job, home) : () -> { };
        return () -> {
            try {
                daemons.close();
            } finally {
                MpjExpressHome.delete(home);
            }
        };
    }

    private AutoCloseable startDaemons(Job job, Path home) throws IOException {
        MpjExpressHome.choosePorts(home); // each attempt afresh
        int port = MpjExpressHome.daemonPort(home);
        if (job.hostfile() != null) return startRemote(job, HostfileHosts.hosts(job.hostfile()), home, port);
        ProcessBuilder pb = new ProcessBuilder(Layout.javaExecutable(), "-jar", home.resolve("lib/daemon.jar").toString(),
                Integer.toString(port)).directory(job.work().toFile())
                .redirectErrorStream(true).redirectOutput(job.work().resolve("mpjexpress-daemon.log").toFile());
        pb.environment().put("MPJ_HOME", home.toString());
        Process daemon = pb.start();
        try {
            awaitListening("127.0.0.1", port, daemon, job);
        } catch (IOException e) {
            ProcessRun.destroyTree(daemon);
            throw e;
        }
        return () -> ProcessRun.destroyTree(daemon);
    }

    /**
     * A daemon on every host over ssh (each host's own network; the file system shared), stopped by
     * its PID over ssh after the run.
     */
    private AutoCloseable startRemote(Job job, List<String> hosts, Path home, int port) throws IOException {
        List<Process> shells = new ArrayList<>();
        List<String> pids = new ArrayList<>();
        AutoCloseable stop = () -> {
            // the ranks first: a daemon leaves the ranks of a job whose starter went away running
            for (int i = 0; i < pids.size(); i++)
                Versions.output(ssh(hosts.get(i), "pkill -KILL -P " + pids.get(i) + "; kill " + pids.get(i)), null, null);
            Path starter = job.work().resolve(STARTER_PID);
            if (Files.exists(starter)) {
                Versions.output(ssh(hosts.get(0), "kill -KILL " + Files.readString(starter).strip() + " 2>/dev/null"), null, null);
                Files.delete(starter);
            }
            for (Process p : shells) ProcessRun.destroyTree(p);
        };
        try {
            for (String host : hosts) {
                String log = job.work().resolve("mpjexpress-daemon-" + host + ".log").toString();
                String line = "cd " + quote(job.work().toString()) + " && echo $$ && MPJ_HOME=" + quote(home.toString()) + " exec "
                        + quote(Layout.javaExecutable()) + " -jar " + quote(home.resolve("lib/daemon.jar").toString()) + " " + port
                        + " > " + quote(log) + " 2>&1";
                Process p = new ProcessBuilder(ssh(host, line)).redirectErrorStream(true).start();
                shells.add(p);
                String pid = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
                if (pid == null || !pid.strip().matches("\\d+")) throw new IOException("cannot start MPJ Express's daemon on " + host + " over ssh");
                pids.add(pid.strip());
            }
            for (String host : hosts) awaitListening(host, port, null, job);
            return stop;
        } catch (IOException | RuntimeException e) {
            try {
                stop.close();
            } catch (Exception ignored) {
                // stopping what started
            }
            throw e;
        }
    }

    private static void awaitListening(String host, int port, Process daemon, Job job) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(host, port), 200);
                return;
            } catch (IOException notYet) {
                if (daemon != null && !daemon.isAlive()) break;
                sleep();
            }
        }
        throw new IOException("MPJ Express daemon did not listen on " + host + ":" + port + " within 30 s; see "
                + job.work().resolve("mpjexpress-daemon*.log"));
    }

    /** The port the daemons of {@code job}'s launch listen on (chosen when it starts). */
    int daemonPort(Job job) throws IOException {
        return MpjExpressHome.daemonPort(home(job));
    }

    /** The launch's own MPJ_HOME, in its work directory (its ports are its own). */
    private Path home(Job job) {
        try {
            return MpjExpressHome.create(sharedHome(), job.work().resolve("mpj-express-home"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make an MPJ_HOME in " + job.work(), e);
        }
    }

    /** The jars, built once per machine by bin/mpjexpress-home. */
    private synchronized Path sharedHome() {
        if (shared == null) {
            String out = Versions.output(List.of("bash", layout.mpjExpressHomeScript().toString()), null, null);
            if (out == null) throw new IllegalStateException("bin/mpjexpress-home failed: is libmpj-java installed?");
            shared = Path.of(out);
        }
        return shared;
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
