package io.mpj.transport.nio;

import io.mpj.runtime.Config;
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
 * The {@code nio} device. Listens on the interface that reaches the rendezvous (or
 * {@code mpj.nio.bind}), publishes host:port there, builds the mesh, and stops listening.
 */
public final class NioTransportProvider implements TransportProvider {
    /** Bytes of each pooled direct buffer, and of each connection's read buffer ({@code mpj.nio.chunk}). */
    public static final int DEFAULT_CHUNK = 256 * 1024;
    /**
     * Up to this many peers, progress reads each connection directly instead of asking the selector
     * first ({@code mpj.nio.direct.poll}); 0 always uses the selector.
     */
    public static final int DEFAULT_DIRECT_POLL = 1;

    @Override
    public String name() {
        return "nio";
    }

    @Override
    public Transport open(TransportContext ctx, FrameHandler handler) throws IOException {
        Config config = ctx.config();
        String bind = config.get("mpj.nio.bind");
        InetAddress host = bind != null ? InetAddress.getByName(bind) : ctx.rendezvous().localAddress();
        int chunk = (int) Math.max(4096, config.getLong("mpj.nio.chunk", DEFAULT_CHUNK));
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(host, (int) config.getLong("mpj.nio.port", 0)), ctx.size());
            InetSocketAddress me = (InetSocketAddress) server.getLocalAddress();
            String card = me.getAddress().getHostAddress() + " " + me.getPort();
            byte[][] cards = ctx.rendezvous().exchange(card.getBytes(StandardCharsets.UTF_8));
            InetSocketAddress[] peers = new InetSocketAddress[ctx.size()];
            for (int r = 0; r < cards.length; r++) {
                String[] hp = new String(cards[r], StandardCharsets.UTF_8).split(" ");
                peers[r] = new InetSocketAddress(hp[0], Integer.parseInt(hp[1]));
            }
            Handshake hs = new Handshake(ctx.rank(), ctx.size(), ctx.jobSecret(),
                    config.getLong("mpj.connect.timeout", 60) * 1000);
            SocketChannel[] channels = hs.connectAll(server, peers);
            int direct = (int) config.getLong("mpj.nio.direct.poll", DEFAULT_DIRECT_POLL);
            return new NioTransport(ctx.rank(), channels, handler, chunk, direct);
        }
    }
}
