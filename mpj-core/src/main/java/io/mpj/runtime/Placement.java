package io.mpj.runtime;

import io.mpj.coll.Nodes;
import io.mpj.config.Machine;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Where every rank of a job runs: its host name and its machine (boot id), exchanged at start-up.
 * Ranks of emulated hosts on one machine have different host names and one boot id: they share the
 * machine's cores, which is what the idle policy asks.
 */
public record Placement(String[] hosts, String[] machines) {
    /** A job whose ranks all run here (in-memory jobs, a job of one). */
    public static Placement here(int size) {
        String[] h = new String[size];
        Arrays.fill(h, Machine.hostName());
        return onHosts(h);
    }

    /** Ranks on the hosts {@code hosts} names, all of this machine (emulated hosts, tests). */
    public static Placement onHosts(String[] hosts) {
        String[] m = new String[hosts.length];
        Arrays.fill(m, Machine.bootId());
        return new Placement(hosts.clone(), m);
    }

    /** Ranks on the machine of {@code rank}, itself included. */
    public int ranksOnMachineOf(int rank) {
        int n = 0;
        for (String m : machines) if (m.equals(machines[rank])) n++;
        return n;
    }

    public String host(int rank) {
        return hosts[rank];
    }

    /** How many hosts the job's ranks run on. */
    public int hostCount() {
        return new java.util.HashSet<>(Arrays.asList(hosts)).size();
    }

    /** The hosts of {@code worldRanks} (a communicator's members), numbered in order of first appearance. */
    public Nodes nodes(int[] worldRanks) {
        Map<String, Integer> index = new HashMap<>();
        int[] node = new int[worldRanks.length];
        for (int i = 0; i < worldRanks.length; i++) node[i] = index.computeIfAbsent(hosts[worldRanks[i]], h -> index.size());
        return new Nodes(node);
    }

    static void writeThis(DataOutputStream out) throws IOException {
        out.writeUTF(Machine.hostName());
        out.writeUTF(Machine.bootId());
    }

    /** Reads one rank's part, written by {@link #writeThis}, into slot {@code rank}. */
    void read(int rank, DataInputStream in) throws IOException {
        hosts[rank] = in.readUTF();
        machines[rank] = in.readUTF();
    }
}
