package io.mpj.bench.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The hosts of a hostfile in Open MPI's format ({@code host [slots=N]}, {@code #} comments), for the peers that need them listed. */
public final class HostfileHosts {
    private HostfileHosts() {}

    /** The hostfile's lines without comments: what a result's sidecar says of the hosts (not the file's path). */
    public static List<String> describe(Path hostfile) {
        try {
            return lines(hostfile).stream().map(f -> String.join(" ", f)).toList();
        } catch (IOException e) {
            throw new IllegalArgumentException("--hostfile " + hostfile + ": " + e.getMessage());
        }
    }

    /** Each host once, in order. */
    static List<String> hosts(Path hostfile) throws IOException {
        List<String> hosts = new ArrayList<>();
        for (String[] f : lines(hostfile)) if (!hosts.contains(f[0])) hosts.add(f[0]);
        return hosts;
    }

    /** Each host once per slot, in order: rank i on line i, as mpjrun's --map-by slot places them. */
    static List<String> perSlot(Path hostfile) throws IOException {
        List<String> slots = new ArrayList<>();
        for (String[] f : lines(hostfile)) {
            int n = 1;
            for (String field : f) if (field.startsWith("slots=")) n = Integer.parseInt(field.substring(6));
            for (int i = 0; i < n; i++) slots.add(f[0]);
        }
        return slots;
    }

    private static List<String[]> lines(Path hostfile) throws IOException {
        List<String[]> out = new ArrayList<>();
        for (String line : Files.readAllLines(hostfile)) {
            String l = line.replaceFirst("#.*", "").strip();
            if (!l.isEmpty()) out.add(l.split("\\s+"));
        }
        if (out.isEmpty()) throw new IOException("the hostfile " + hostfile + " names no host");
        return out;
    }
}
