package io.mpj.bench.runner;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
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
    private Path home;

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
        return Map.of("MPJ_HOME", home().toString());
    }

    @Override
    public List<String> command(Job job, Program program) throws IOException {
        Files.writeString(job.work().resolve("machines"), "localhost\n");
        List<String> c = new ArrayList<>(List.of(Layout.javaExecutable(), "-jar", home().resolve("lib/starter.jar").toString(),
                "-np", Integer.toString(job.np()), "-dev", job.device()));
        if (job.device().equals("niodev")) c.addAll(List.of("-machinesfile", "machines"));
        c.addAll(List.of("-cp", program.jar().toString(), program.mainClass()));
        c.addAll(program.args());
        return c;
    }

    @Override
    public AutoCloseable start(Job job) throws IOException {
        if (!job.device().equals("niodev")) return () -> { };
        int port = daemonPort();
        ProcessBuilder pb = new ProcessBuilder(Layout.javaExecutable(), "-jar", home().resolve("lib/daemon.jar").toString(),
                Integer.toString(port)).directory(job.work().toFile())
                .redirectErrorStream(true).redirectOutput(job.work().resolve("mpjexpress-daemon.log").toFile());
        pb.environment().put("MPJ_HOME", home().toString());
        Process daemon = pb.start();
        AutoCloseable stop = () -> ProcessRun.destroyTree(daemon);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return stop;
            } catch (IOException notYet) {
                if (!daemon.isAlive()) break;
                sleep();
            }
        }
        ProcessRun.destroyTree(daemon);
        throw new IOException("MPJ Express daemon did not listen on port " + port + " within 30 s; see "
                + job.work().resolve("mpjexpress-daemon.log"));
    }

    int daemonPort() throws IOException {
        for (String line : Files.readAllLines(home().resolve("conf/mpjexpress.conf")))
            if (line.startsWith("mpjexpress.mpjdaemon.port.1=")) return Integer.parseInt(line.substring(line.indexOf('=') + 1).trim());
        return 10000;
    }

    private synchronized Path home() {
        if (home == null) {
            String out = Versions.output(List.of("bash", layout.mpjExpressHomeScript().toString()), null, null);
            if (out == null) throw new IllegalStateException("bin/mpjexpress-home failed: is libmpj-java installed?");
            home = Path.of(out);
        }
        return home;
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
