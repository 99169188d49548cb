package io.mpj.transport.nio;

import io.mpj.config.Config;
import io.mpj.transport.Endpoint;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.Transport;
import io.mpj.transport.TransportContext;
import io.mpj.transport.TransportProvider;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;

/**
 * The {@code nio} device: TCP to every other rank. Listens on the interface that reaches the
 * rendezvous (or {@code mpj.nio.bind}), publishes host:port as its card, builds the mesh, and stops
 * listening. It reaches every peer, so it is the device of last resort, the one a waiting thread blocks
 * in, and the one that notices a peer that dies.
 */
public final class NioTransportProvider implements TransportProvider {
    /** Bytes of each pooled direct buffer, and of each connection's read buffer ({@code mpj.nio.chunk}). */
    public static final int DEFAULT_CHUNK = 256 * 1024;
    /**
     * Up to this many peers, progress reads each connection directly instead of asking the selector
     * first ({@code mpj.nio.direct.poll}); 0 always uses the selector.
     */
    public static final int DEFAULT_DIRECT_POLL = 1;
    /**
     * Payloads of this many bytes or more go between the socket and the user's array with no copy of
     * their own where {@link HeapIo} is available (JDK 22+; {@code mpj.nio.heap}, 0 turns it off).
     */
    public static final long DEFAULT_HEAP_MINIMUM = 128 * 1024;
    /** Below shared memory. */
    static final int PREFERENCE = 10;

    @Override
    public String name() {
        return "nio";
    }

    @Override
    public int preference() {
        return PREFERENCE;
    }

    @Override
    public Endpoint open(TransportContext ctx) throws IOException {
        Config config = ctx.config();
        String bind = config.get("mpj.nio.bind");
        InetAddress host = bind != null ? InetAddress.getByName(bind) : ctx.localAddress();
        ServerSocketChannel server = ServerSocketChannel.open();
        try {
            server.bind(new InetSocketAddress(host, (int) config.getLong("mpj.nio.port", 0)), ctx.size());
        } catch (IOException e) {
            server.close();
            throw new IOException("nio: cannot listen on " + host + " (mpj.nio.bind, mpj.nio.port): " + e.getMessage(), e);
        }
        return new Endpoint() {
            @Override
            public byte[] card() {
                try {
                    InetSocketAddress me = (InetSocketAddress) server.getLocalAddress();
                    return (me.getAddress().getHostAddress() + " " + me.getPort()).getBytes(StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }

            @Override
            public Transport connect(byte[][] cards, FrameHandler handler) throws IOException {
                try (server) {
                    InetSocketAddress[] peers = new InetSocketAddress[ctx.size()];
                    for (int r = 0; r < cards.length; r++) {
                        String[] hp = new String(cards[r], StandardCharsets.UTF_8).split(" ");
                        peers[r] = new InetSocketAddress(hp[0], Integer.parseInt(hp[1]));
                    }
                    Handshake hs = new Handshake(ctx.rank(), ctx.size(), ctx.jobSecret(),
                            config.getLong("mpj.connect.timeout", 60) * 1000);
                    SocketChannel[] channels = hs.connectAll(server, peers);
                    int chunk = (int) Math.max(4096, config.getLong("mpj.nio.chunk", DEFAULT_CHUNK));
                    int direct = (int) config.getLong("mpj.nio.direct.poll", DEFAULT_DIRECT_POLL);
                    return new NioTransport(ctx.rank(), channels, handler, chunk, direct,
                            ctx.eagerLimit("nio", TransportContext.DEFAULT_EAGER), config.getLong("mpj.nio.heap", DEFAULT_HEAP_MINIMUM));
                }
            }

            @Override
            public void abandon() {
                try {
                    server.close();
                } catch (IOException ignored) {
                    // nothing more to release
                }
            }
        };
    }
}
