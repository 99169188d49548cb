package io.mpj.bench.runner;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

/**
 * The MPJ_HOME of one launch of MPJ Express 0.44: the jars of the private home bin/mpjexpress-home
 * builds (hard links, else copies: its starter does not follow symbolic links) and a configuration
 * whose three ports are free when the launch starts. Debian's configuration fixes them at 40002,
 * 40052 and 40055, inside Linux's range for outgoing connections (32768-60999): while any connection
 * of the machine holds 40002, the starter cannot listen, every rank fails in NIODevice.init, and so
 * does every relaunch (reproduced here; the likely cause of a CI run that lost all five). Ports are
 * chosen below that range, where only listeners can hold them.
 */
final class MpjExpressHome {
    static final int LOWEST_PORT = 20000;
    static final int HIGHEST_PORT = 32767;
    private static final String CONF = "conf/mpjexpress.conf";
    /** The daemon's server, its port manager, the starter's server (where the ranks report). */
    static final List<String> PORT_KEYS = List.of("mpjexpress.mpjdaemon.port.1", "mpjexpress.mpjdaemon.port.2", "mpjexpress.mpjrun.port.1");

    private MpjExpressHome() {
    }

    /** {@code dir} as an MPJ_HOME with {@code shared}'s jars and configuration (made once). */
    static Path create(Path shared, Path dir) throws IOException {
        if (Files.exists(dir.resolve(CONF))) return dir;
        Files.createDirectories(dir.resolve("lib"));
        Files.createDirectories(dir.resolve("conf"));
        Files.createDirectories(dir.resolve("logs"));
        try (Stream<Path> jars = Files.list(shared.resolve("lib"))) {
            for (Path jar : (Iterable<Path>) jars::iterator) {
                Path to = dir.resolve("lib").resolve(jar.getFileName().toString());
                if (Files.exists(to)) continue;
                try {
                    Files.createLink(to, jar);
                } catch (IOException | UnsupportedOperationException e) {
                    Files.copy(jar, to);
                }
            }
        }
        Files.copy(shared.resolve(CONF), dir.resolve(CONF));
        return dir;
    }

    /** Removes {@code home} (made by {@link #create}: links to the shared jars, and what the launch wrote). */
    static void delete(Path home) throws IOException {
        if (!Files.exists(home)) return;
        try (Stream<Path> all = Files.walk(home)) {
            for (Path p : (Iterable<Path>) all.sorted(Comparator.reverseOrder())::iterator) Files.delete(p);
        }
    }

    /** Gives {@code home}'s daemon, port manager and starter ports free now, from a random place in the range. */
    static void choosePorts(Path home) throws IOException {
        List<Integer> ports = freePorts(ThreadLocalRandom.current().nextInt(LOWEST_PORT, HIGHEST_PORT + 1), PORT_KEYS.size());
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(home.resolve(CONF))) {
            int k = PORT_KEYS.indexOf(key(line));
            out.add(k < 0 ? line : PORT_KEYS.get(k) + "=" + ports.get(k));
        }
        Files.write(home.resolve(CONF), out);
    }

    /** {@code count} ports nobody holds on this machine, the first at or after {@code from}, wrapping within the range. */
    static List<Integer> freePorts(int from, int count) throws IOException {
        List<Integer> ports = new ArrayList<>();
        int span = HIGHEST_PORT - LOWEST_PORT + 1;
        for (int i = 0; i < span && ports.size() < count; i++) {
            int port = LOWEST_PORT + Math.floorMod(from - LOWEST_PORT + i, span);
            if (free(port)) ports.add(port);
        }
        if (ports.size() < count) throw new IOException("no " + count + " free ports in " + LOWEST_PORT + "-" + HIGHEST_PORT + " for MPJ Express");
        return ports;
    }

    /** Bound on every address without SO_REUSEADDR: fails while any socket, listening or connected, holds the port. */
    private static boolean free(int port) {
        try (ServerSocket s = new ServerSocket()) {
            s.setReuseAddress(false);
            s.bind(new InetSocketAddress(port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The port {@code home}'s daemons listen on. */
    static int daemonPort(Path home) throws IOException {
        for (String line : Files.readAllLines(home.resolve(CONF)))
            if (key(line).equals(PORT_KEYS.get(0))) return Integer.parseInt(line.substring(line.indexOf('=') + 1).trim());
        throw new IOException("no " + PORT_KEYS.get(0) + " in " + home.resolve(CONF));
    }

    /** The key of a {@code key=value} line of the configuration ("" for others). */
    private static String key(String line) {
        int eq = line.indexOf('=');
        return eq < 0 ? "" : line.substring(0, eq).trim();
    }
}
