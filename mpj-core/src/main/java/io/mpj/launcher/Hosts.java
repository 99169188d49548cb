package io.mpj.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hosts a job may run on and their slots, from a hostfile (Open MPI's format: {@code host
 * [slots=N]} per line, {@code #} comments) or a list ({@code --host h1:2,h2}), and which host each rank
 * runs on: {@code --map-by slot} fills a host's slots before the next (the default), {@code node} deals
 * ranks round-robin over the hosts, {@code --npernode N} puts N on each.
 */
final class Hosts {
    /** A host and how many ranks it takes. */
    record Host(String name, int slots) {}

    private Hosts() {}

    static List<Host> readHostfile(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read the hostfile " + file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the hostfile " + file + ": " + e);
        }
        Map<String, Integer> hosts = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).replaceFirst("#.*", "").strip();
            if (line.isEmpty()) continue;
            String[] f = line.split("\\s+");
            int slots = 1;
            for (int k = 1; k < f.length; k++) {
                if (f[k].startsWith("slots=")) slots = positive(f[k].substring(6), file + " line " + (i + 1) + ": slots");
                else if (!f[k].startsWith("max_slots=")) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": unknown field '" + f[k] + "' (host [slots=N])");
                }
            }
            hosts.merge(f[0], slots, Integer::sum);
        }
        if (hosts.isEmpty()) throw new IllegalArgumentException("the hostfile " + file + " names no host");
        List<Host> l = new ArrayList<>();
        hosts.forEach((h, s) -> l.add(new Host(h, s)));
        return l;
    }

    /** {@code h1:2,h2}: a host without a count has one slot. */
    static List<Host> parseList(String list) {
        Map<String, Integer> hosts = new LinkedHashMap<>();
        for (String item : list.split(",")) {
            if (item.isBlank()) continue;
            int colon = item.lastIndexOf(':');
            String name = colon < 0 ? item.strip() : item.substring(0, colon).strip();
            int slots = colon < 0 ? 1 : positive(item.substring(colon + 1), "--host " + item + ": slots");
            hosts.merge(name, slots, Integer::sum);
        }
        if (hosts.isEmpty()) throw new IllegalArgumentException("--host names no host");
        List<Host> l = new ArrayList<>();
        hosts.forEach((h, s) -> l.add(new Host(h, s)));
        return l;
    }

    /** Ranks a job gets when -np is not given: npernode on each host, else every slot. */
    static int defaultRanks(List<Host> hosts, int npernode) {
        return npernode > 0 ? npernode * hosts.size() : hosts.stream().mapToInt(Host::slots).sum();
    }

    /**
     * The host of each of {@code np} ranks. More ranks than slots is an error unless
     * {@code oversubscribe}; then the hosts take more in the same pattern.
     */
    static String[] map(List<Host> hosts, int np, boolean byNode, int npernode, boolean oversubscribe) {
        int[] cap = new int[hosts.size()];
        for (int h = 0; h < cap.length; h++) cap[h] = npernode > 0 ? npernode : hosts.get(h).slots();
        int total = 0;
        for (int c : cap) total += c;
        if (np > total && !oversubscribe) {
            throw new IllegalArgumentException(np + " ranks but only " + total + " slots on " + hosts.size()
                    + " host(s); add slots, or --oversubscribe");
        }
        String[] where = new String[np];
        int[] used = new int[cap.length];
        int r = 0;
        for (int pass = 0; r < np; pass++) { // a second pass only when oversubscribed: the pattern again
            if (byNode) {
                for (boolean placed = true; placed && r < np; ) {
                    placed = false;
                    for (int h = 0; h < cap.length && r < np; h++) {
                        if (used[h] < cap[h] * (pass + 1)) {
                            where[r++] = hosts.get(h).name();
                            used[h]++;
                            placed = true;
                        }
                    }
                }
            } else {
                for (int h = 0; h < cap.length && r < np; h++) {
                    while (used[h] < cap[h] * (pass + 1) && r < np) {
                        where[r++] = hosts.get(h).name();
                        used[h]++;
                    }
                }
            }
        }
        return where;
    }

    /** "mpj-node1: ranks 0 1; mpj-node2: ranks 2 3", for --display-map. */
    static String describe(String[] where) {
        Map<String, List<Integer>> byHost = new LinkedHashMap<>();
        for (int r = 0; r < where.length; r++) byHost.computeIfAbsent(where[r], h -> new ArrayList<>()).add(r);
        StringBuilder sb = new StringBuilder();
        byHost.forEach((h, ranks) -> sb.append("mpjrun: ").append(h).append(": ranks ")
                .append(ranks.stream().map(String::valueOf).reduce((a, b) -> a + " " + b).orElse("")).append('\n'));
        return sb.toString();
    }

    private static int positive(String v, String what) {
        try {
            int n = Integer.parseInt(v.strip());
            if (n < 1) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a positive number, got '" + v + "'");
        }
    }
}
