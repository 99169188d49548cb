package io.mpj.transport.nio;

import io.mpj.buffer.BaseType;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.TestEngines;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PeerLossTest {
    @Test
    @Timeout(20)
    void aReceiveFromAPeerThatVanishesFailsInsteadOfHanging() throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            SocketChannel peer = SocketChannel.open(server.getLocalAddress());
            SocketChannel mine = server.accept();
            PointToPointEngine engine = TestEngines.over(0, 2, "nio", e -> {
                try {
                    return new NioTransport(0, new SocketChannel[] {null, mine}, e, 65536, 1, 65536,
                            NioTransportProvider.DEFAULT_HEAP_MINIMUM);
                } catch (IOException x) {
                    throw new UncheckedIOException(x);
                }
            });
            RecvRequest r = new RecvRequest();
            r.init("Recv", new int[1], BaseType.INT, 0, 1, 1, 0, 0, null);
            engine.startRecv(r);
            peer.close(); // rank 1 dies without saying BYE
            MpjError e = assertThrows(MpjError.class, () -> engine.waitUntil(r));
            assertEquals(ErrorClass.OTHER, e.errorClass());
            assertTrue(e.getMessage().contains("rank 1 is gone"), e.getMessage());
        }
    }
}
