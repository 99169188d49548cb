package io.mpj.config;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where this process runs: the host name (of its UTS namespace, so each node of an emulated cluster
 * has its own) and the machine (the kernel's boot id, shared by every namespace of one machine: ranks
 * with the same boot id share its cores).
 */
public final class Machine {
    private Machine() {}

    /** The host name: the kernel's, else $HOSTNAME, else the resolver's, else "localhost". */
    public static String hostName() {
        String host = read("/proc/sys/kernel/hostname");
        if (!host.isEmpty()) return host;
        String env = System.getenv("HOSTNAME");
        if (env != null && !env.isBlank()) return env;
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }

    /** The kernel's boot id (Linux), else the host name: what tells two machines apart. */
    public static String bootId() {
        String id = read("/proc/sys/kernel/random/boot_id");
        return id.isEmpty() ? hostName() : id;
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file)).trim();
        } catch (IOException | SecurityException e) {
            return "";
        }
    }
}
