package io.mpj.launcher;

import java.io.File;
import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Starting ranks on other hosts through a remote shell ({@code ssh} by default): the command line that
 * runs a rank there, a check of every host before anything starts (reachable, java there, the class path
 * and working directory there), and which hosts are this machine. Nothing secret goes on a command line:
 * the job secret travels on the rank's standard input. With ssh, the check opens one connection per host
 * that every rank on that host then shares (ControlMaster): a host costs one handshake, however many
 * ranks it runs; {@link #close} ends those connections.
 */
final class RemoteShell implements AutoCloseable {
    /** Seconds a check of one host may take (ssh's own connect timeout is 5 s). */
    private static final long CHECK_SECONDS = 20;
    private static final String MARK = "mpjrun-check: ";

    private final List<String> rsh;
    private final boolean ssh;
    private Path controlDir;
    private final List<String> mastered = new ArrayList<>();

    RemoteShell(List<String> rsh) {
        this.rsh = rsh;
        this.ssh = Path.of(rsh.get(0)).getFileName().toString().equals("ssh");
    }

    /** The local command that runs {@code remote} (a POSIX shell command line) on {@code host}. */
    List<String> command(String host, String remote) {
        List<String> c = new ArrayList<>(rsh);
        if (ssh) {
            // no prompt, no forwarding, and a host that goes away ends the session within about 4 s
            c.addAll(List.of("-o", "BatchMode=yes", "-o", "ConnectTimeout=5", "-o", "ServerAliveInterval=1",
                    "-o", "ServerAliveCountMax=3", "-T", "-x"));
            if (controlDir != null) {
                // one connection per host, shared; it outlives a launcher that is killed by at most 30 idle seconds
                c.addAll(List.of("-o", "ControlMaster=auto", "-o", "ControlPath=" + controlDir.resolve("%C"), "-o", "ControlPersist=30"));
            }
        }
        c.add(host);
        c.add(remote);
        return c;
    }

    /** Ends the shared connections (each host's ranks have ended by then) and removes their directory. */
    @Override
    public void close() {
        if (controlDir == null) return;
        for (String host : mastered) {
            List<String> exit = new ArrayList<>(rsh);
            exit.addAll(List.of("-o", "ControlPath=" + controlDir.resolve("%C"), "-O", "exit", host));
            try {
                Process p = new ProcessBuilder(exit).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                p.waitFor(5, TimeUnit.SECONDS);
            } catch (IOException e) {
                // the master is gone already
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try (var files = Files.list(controlDir)) {
            files.forEach(f -> f.toFile().delete());
        } catch (IOException ignored) {
            // best effort
        }
        controlDir.toFile().delete();
        controlDir = null;
    }

    /** {@code cd dir && exec env K=V... argv}, every word quoted for sh. */
    static String execLine(String dir, Map<String, String> env, List<String> argv) {
        StringBuilder sb = new StringBuilder("cd ").append(quote(dir)).append(" && exec env");
        env.forEach((k, v) -> sb.append(' ').append(quote(k + "=" + v)));
        for (String a : argv) sb.append(' ').append(quote(a));
        return sb.toString();
    }

    static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /**
     * Checks every host at once; returns one line per problem, naming the host (empty when all is well):
     * unreachable, the remote shell refusing, no java, a class path entry or the directory missing.
     */
    List<String> check(List<String> hosts, String java, String classpath, String dir) {
        StringBuilder script = new StringBuilder();
        script.append("cd ").append(quote(dir)).append(" 2>/dev/null || echo ").append(quote(MARK + "no directory " + dir)).append("; ");
        script.append("test -x ").append(quote(java)).append(" || echo ").append(quote(MARK + "no java at " + java)).append("; ");
        for (String e : classpath.split(File.pathSeparator)) {
            if (e.isEmpty() || e.equals(".")) continue;
            String path = e.endsWith("*") ? e.substring(0, e.length() - 1) : e;
            script.append("test -e ").append(quote(path)).append(" || echo ")
                  .append(quote(MARK + "class path entry " + e + " does not exist")).append("; ");
        }
        List<CompletableFuture<List<String>>> checks = new ArrayList<>();
        if (ssh && controlDir == null) {
            try {
                controlDir = Files.createTempDirectory("mpjrun-ssh"); // private: 0700
            } catch (IOException e) {
                controlDir = null; // no sharing then: one connection per rank
            }
        }
        mastered.addAll(hosts);
        for (String host : hosts) checks.add(CompletableFuture.supplyAsync(() -> checkOne(host, script.toString())));
        List<String> problems = new ArrayList<>();
        for (CompletableFuture<List<String>> c : checks) problems.addAll(c.join());
        return problems;
    }

    private List<String> checkOne(String host, String script) {
        List<String> problems = new ArrayList<>();
        Process p;
        try {
            // the master ssh stays in the background holding the output pipe: read a file, not the pipe
            p = new ProcessBuilder(command(host, script)).redirectErrorStream(true).redirectOutput(outFile(host)).start();
            p.getOutputStream().close();
        } catch (IOException e) {
            problems.add("cannot run the remote shell '" + String.join(" ", rsh) + "' for host " + host + ": " + e.getMessage());
            return problems;
        }
        try {
            if (!p.waitFor(CHECK_SECONDS, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                problems.add("host " + host + " did not answer '" + String.join(" ", rsh) + "' within " + CHECK_SECONDS + " s");
                return problems;
            }
            String text = Files.readString(outFile(host).toPath());
            outFile(host).delete();
            for (String line : text.lines().toList()) if (line.startsWith(MARK)) problems.add("on host " + host + ": " + line.substring(MARK.length()));
            if (p.exitValue() != 0 && problems.isEmpty()) {
                String last = text.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("no output");
                problems.add("cannot reach host " + host + " with '" + String.join(" ", rsh) + "' (exit status " + p.exitValue() + "): " + last);
            }
        } catch (Exception e) {
            problems.add("checking host " + host + ": " + e);
        }
        return problems;
    }

    /** Where the check of {@code host} writes what it prints. */
    private File outFile(String host) throws IOException {
        Path dir = controlDir != null ? controlDir : Path.of(System.getProperty("java.io.tmpdir"));
        return dir.resolve("check-" + host.replaceAll("[^A-Za-z0-9.-]", "_") + "-" + ProcessHandle.current().pid()).toFile();
    }

    /** True if {@code host} names this machine: localhost, a loopback address, or this machine's host name. */
    static boolean isThisMachine(String host, String hostName) {
        if (host.equals("localhost") || host.equals(hostName)) return true;
        try {
            InetAddress a = InetAddress.getByName(host);
            return a.isLoopbackAddress() || java.net.NetworkInterface.getByInetAddress(a) != null;
        } catch (IOException e) {
            return false;
        }
    }

    /** This machine's address on the way to {@code host}: where ranks there can reach the launcher. */
    static InetAddress localAddressTowards(String host) throws IOException {
        InetAddress target = InetAddress.getByName(host);
        try (DatagramSocket probe = new DatagramSocket()) {
            probe.connect(new InetSocketAddress(target, 9)); // no packet is sent: only the route is looked up
            return probe.getLocalAddress();
        }
    }
}
