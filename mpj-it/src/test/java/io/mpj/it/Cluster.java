package io.mpj.it;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bin/mpj-cluster from the tests: up, down, ssh into a node, and what it must leave behind (nothing). */
final class Cluster {
    static final String SCRIPT = Launch.HOME.resolve("bin/mpj-cluster").toString();
    static final Path STATE = Path.of("/run/mpj-cluster");
    static final Path HOSTFILE = STATE.resolve("hostfile");

    private Cluster() {}

    static void up(int nodes, int slots, String... more) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(SCRIPT, "up", "--nodes", "" + nodes, "--slots", "" + slots));
        cmd.addAll(List.of(more));
        Launch.Result r = Launch.run(cmd, Map.of(), 120);
        assertEquals(0, r.exit(), "bin/mpj-cluster up (root, network namespaces and openssh-server needed):\n" + r);
        assertEquals(HOSTFILE.toString(), r.out().strip().lines().reduce((a, b) -> b).orElse(""), "its last line is the hostfile");
    }

    static void down() throws Exception {
        Launch.Result r = Launch.run(List.of(SCRIPT, "down"), Map.of(), 120);
        assertEquals(0, r.exit(), r.toString());
    }

    /** Runs {@code command} on a node through the cluster's ssh. */
    static Launch.Result ssh(String node, String command) throws Exception {
        return Launch.run(List.of("ssh", node, command), Map.of(), 60);
    }

    /** What a cluster that is down must not leave: namespaces, links, sshd processes, files, config lines. */
    static List<String> leftovers() throws Exception {
        List<String> left = new ArrayList<>();
        String netns = Launch.run(List.of("ip", "netns", "list"), Map.of(), 30).out();
        if (netns.contains("mpjc-")) left.add("namespaces: " + netns);
        String links = Launch.run(List.of("ip", "-o", "link", "show"), Map.of(), 30).out();
        if (links.contains("mpjc-")) left.add("links: " + links.lines().filter(l -> l.contains("mpjc-")).toList());
        String ps = Launch.run(List.of("ps", "-eo", "args"), Map.of(), 30).out();
        if (ps.contains("/run/mpj-cluster")) left.add("processes: " + ps.lines().filter(l -> l.contains("/run/mpj-cluster")).toList());
        if (Files.exists(STATE)) left.add("state directory " + STATE);
        if (Files.readString(Path.of("/etc/hosts")).contains("mpj-cluster")) left.add("lines in /etc/hosts");
        Path sshConfig = Path.of(System.getProperty("user.home"), ".ssh", "config");
        if (Files.exists(sshConfig) && Files.readString(sshConfig).contains("mpj-cluster")) left.add("lines in " + sshConfig);
        try (var dirs = Files.list(Path.of("/etc/netns"))) {
            dirs.filter(d -> d.getFileName().toString().startsWith("mpjc-")).forEach(d -> left.add("directory " + d));
        } catch (java.nio.file.NoSuchFileException none) {
            // nothing there
        }
        return left;
    }

    static void assertNothingLeft() throws Exception {
        List<String> left = leftovers();
        assertTrue(left.isEmpty(), "bin/mpj-cluster down left: " + left);
    }
}
