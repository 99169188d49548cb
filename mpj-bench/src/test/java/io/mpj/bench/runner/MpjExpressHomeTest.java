package io.mpj.bench.runner;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MpjExpressHomeTest {
    @Test
    void aPortHeldByAConnectionIsPassedOver() throws IOException {
        // what lost CI's launches: an outgoing connection's local port where the starter wanted to listen
        try (ServerSocket peer = new ServerSocket(0); Socket held = new Socket()) {
            int port = MpjExpressHome.freePorts(MpjExpressHome.LOWEST_PORT + 1000, 1).get(0);
            held.bind(new InetSocketAddress(port));
            held.connect(peer.getLocalSocketAddress());
            List<Integer> chosen = MpjExpressHome.freePorts(port, 3);
            assertFalse(chosen.contains(port), chosen.toString());
            assertEquals(3, new HashSet<>(chosen).size(), chosen.toString());
            for (int p : chosen) assertTrue(p > port && p <= MpjExpressHome.HIGHEST_PORT, chosen.toString());
        }
    }

    @Test
    void theSearchWrapsWithinTheRangeBelowTheEphemeralPorts() throws IOException {
        for (int p : MpjExpressHome.freePorts(MpjExpressHome.HIGHEST_PORT, 3))
            assertTrue(p >= MpjExpressHome.LOWEST_PORT && p <= MpjExpressHome.HIGHEST_PORT, Integer.toString(p));
    }

    @Test
    void eachLaunchHomeHasTheJarsAndItsOwnPorts(@TempDir Path dir) throws IOException {
        Path shared = dir.resolve("shared");
        Files.createDirectories(shared.resolve("lib"));
        Files.createDirectories(shared.resolve("conf"));
        Files.writeString(shared.resolve("lib/starter.jar"), "jar");
        Files.write(shared.resolve("conf/mpjexpress.conf"), List.of("#ports", "mpjexpress.mpjdaemon.port.1=40055",
                "mpjexpress.mpjdaemon.port.2=40052", "mpjexpress.mpjrun.port.1=40002", "mpjexpress.version=0.44"));
        Path home = MpjExpressHome.create(shared, dir.resolve("launch"));
        assertEquals("jar", Files.readString(home.resolve("lib/starter.jar")));
        MpjExpressHome.choosePorts(home);
        List<String> conf = Files.readAllLines(home.resolve("conf/mpjexpress.conf"));
        assertEquals("#ports", conf.get(0));
        assertEquals("mpjexpress.version=0.44", conf.get(4));
        HashSet<Integer> ports = new HashSet<>();
        for (String key : MpjExpressHome.PORT_KEYS) {
            String line = conf.stream().filter(l -> l.startsWith(key + "=")).findFirst().orElseThrow();
            int p = Integer.parseInt(line.substring(key.length() + 1));
            assertTrue(p >= MpjExpressHome.LOWEST_PORT && p <= MpjExpressHome.HIGHEST_PORT, line);
            ports.add(p);
        }
        assertEquals(3, ports.size(), conf.toString());
        assertEquals(Integer.parseInt(conf.get(1).substring(conf.get(1).indexOf('=') + 1)), MpjExpressHome.daemonPort(home));
        assertEquals(home, MpjExpressHome.create(shared, home), "made once");
    }
}
