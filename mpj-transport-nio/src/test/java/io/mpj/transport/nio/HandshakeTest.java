package io.mpj.transport.nio;

import io.mpj.transport.JobSecret;
import org.junit.jupiter.api.Test;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HandshakeTest {
    @Test
    void aPeerWithoutTheJobSecretIsRefusedAndLoggedAndTheJobStillForms() throws Exception {
        List<String> logged = new ArrayList<>();
        Logger jul = Logger.getLogger("io.mpj.transport.nio");
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                synchronized (logged) {
                    logged.add(r.getMessage());
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        jul.addHandler(h);
        byte[] secret = JobSecret.random();
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            InetSocketAddress addr = (InetSocketAddress) server.getLocalAddress();
            CompletableFuture<SocketChannel[]> rank0 = CompletableFuture.supplyAsync(() -> {
                try {
                    return new Handshake(0, 2, secret, 20_000).connectAll(server, new InetSocketAddress[] {addr, null});
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            // An intruder with the wrong secret: refused (the socket is closed on it).
            try (Socket intruder = new Socket(addr.getAddress(), addr.getPort())) {
                DataOutputStream out = new DataOutputStream(intruder.getOutputStream());
                out.writeInt(0x4D504A4E);
                out.write(new byte[JobSecret.BYTES]);
                out.writeInt(1);
                out.writeInt(2);
                out.flush();
                intruder.setSoTimeout(10_000);
                assertEquals(-1, intruder.getInputStream().read(), "the intruder must be disconnected");
            }
            // The real rank 1 gets in.
            SocketChannel[] mine = new Handshake(1, 2, secret, 20_000).connectAll(
                    ServerSocketChannel.open().bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)),
                    new InetSocketAddress[] {addr, null});
            assertNotNull(mine[0]);
            SocketChannel[] theirs = rank0.get(20, TimeUnit.SECONDS);
            assertNotNull(theirs[1]);
            theirs[1].close();
            mine[0].close();
        } finally {
            jul.removeHandler(h);
        }
        synchronized (logged) {
            assertTrue(logged.stream().anyMatch(m -> m.contains("refused") && m.contains("wrong job secret")), logged.toString());
        }
    }

    @Test
    void connectingWithTheWrongSecretFailsClearly() throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            InetSocketAddress addr = (InetSocketAddress) server.getLocalAddress();
            CompletableFuture.runAsync(() -> {
                try {
                    new Handshake(0, 2, JobSecret.random(), 3_000).connectAll(server, new InetSocketAddress[] {addr, null});
                } catch (IOException expected) {
                    // nobody valid arrives
                }
            });
            IOException e = assertThrows(IOException.class, () -> new Handshake(1, 2, JobSecret.random(), 5_000)
                    .connectAll(ServerSocketChannel.open(), new InetSocketAddress[] {addr, null}));
            assertTrue(e.getMessage().contains("cannot connect to rank 0"), e.getMessage());
        }
    }
}
