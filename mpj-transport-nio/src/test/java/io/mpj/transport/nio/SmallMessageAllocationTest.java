package io.mpj.transport.nio;

import io.mpj.buffer.BaseType;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RoundTripAllocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Small messages allocate nothing below the facade once warm: no buffers, frames or wait state,
 * whether the receive was posted first (expected) or the message arrived first (unexpected).
 */
class SmallMessageAllocationTest {
    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"BYTE, true", "INT, true", "DOUBLE, true", "BYTE, false", "DOUBLE, false"})
    void aSmallMessageRoundTripAllocatesNothing(BaseType type, boolean prePosted) throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            SocketChannel a = SocketChannel.open(server.getLocalAddress());
            SocketChannel b = server.accept();
            PointToPointEngine e0 = new PointToPointEngine(0, 65536, 1_000_000);
            PointToPointEngine e1 = new PointToPointEngine(1, 65536, 1_000_000);
            e0.attach(new NioTransport(0, new SocketChannel[] {null, a}, e0, 65536, 1));
            e1.attach(new NioTransport(1, new SocketChannel[] {b, null}, e1, 65536, 1));
            double perRoundTrip = RoundTripAllocation.bytesPerRoundTrip(e0, e1, type, prePosted);
            // Any object allocated per message costs at least 16 bytes per round trip; below 4 bytes
            // only one-time JDK allocations remain (e.g. the selector's first blocking select).
            assertTrue(perRoundTrip < 4.0, "allocated " + perRoundTrip + " bytes per round trip");
        }
    }
}
