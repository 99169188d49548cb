package io.mpj.runtime;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.concurrent.TimeUnit;

/**
 * Collects one card from every rank of a job, then sends each rank the whole table. Hosted by
 * {@code mpjrun} (which also listens for abort reports afterwards) or, under an external launcher,
 * by rank 0. Connections that do not present the job secret are refused and logged. Registrations
 * are read without blocking, all at once ({@link Registration}), so a connection that sends nothing
 * or garbage costs the job nothing: it is refused when it shows garbage or at its own deadline.
 */
public final class RendezvousServer implements AutoCloseable {
    /** Receives reports that ranks send after the exchange. */
    public interface Listener {
        void onAbort(int rank, int code);

        /** The rank's control connection has ended (after any report it sent). */
        void onDisconnect(int rank);
    }


    private final ServerSocketChannel server;
    private final byte[] secret;
    private final int size;
    private final Listener listener;
    private final Thread thread;
    private volatile boolean closed;

    public RendezvousServer(InetSocketAddress bind, byte[] secret, int size, Listener listener) throws IOException {
        this.server = ServerSocketChannel.open();
        server.setOption(StandardSocketOptions.SO_REUSEADDR, true);
        server.bind(bind, Math.max(50, size));
        this.secret = secret.clone();
        this.size = size;
        this.listener = listener;
        this.thread = new Thread(this::serve, "mpj-rendezvous");
        thread.setDaemon(true);
        thread.start();
    }

    /** Logs a warning; the logging back end starts only then. */
    private static void warn(String message) {
        System.getLogger("io.mpj.rendezvous").log(Level.WARNING, message);
    }

    /** {@link #address} as a rank's MPJ_RENDEZVOUS gives it: host:port. */
    public String endpoint() {
        InetSocketAddress a = address();
        return a.getAddress().getHostAddress() + ":" + a.getPort();
    }

    public InetSocketAddress address() {
        try {
            return (InetSocketAddress) server.getLocalAddress();
        } catch (IOException e) {
            throw new IllegalStateException("the rendezvous is closed", e);
        }
    }

    private void serve() {
        Socket[] socks = new Socket[size];
        byte[][] cards = new byte[size][];
        try {
            if (!collect(socks, cards)) return;
            for (Socket s : socks) sendTable(s, cards);
            server.close();
            if (listener != null) {
                for (int r = 0; r < size; r++) watch(r, socks[r]);
            } else {
                for (Socket s : socks) s.close();
            }
        } catch (IOException e) {
            if (!closed) warn("rendezvous stopped: " + e.getMessage());
        }
    }

    /** Reads registrations until every rank has one; false if closed first. Leaves the ranks' sockets blocking. */
    private boolean collect(Socket[] socks, byte[][] cards) throws IOException {
        int registered = 0;
        try (Selector selector = Selector.open()) {
            server.configureBlocking(false);
            server.register(selector, SelectionKey.OP_ACCEPT);
            long timeout = TimeUnit.MILLISECONDS.toNanos(RendezvousWire.HANDSHAKE_TIMEOUT_MS);
            while (registered < size && !closed) {
                selector.select(250);
                for (SelectionKey k : selector.selectedKeys()) {
                    if (k.isAcceptable()) {
                        SocketChannel c = server.accept();
                        if (c == null) continue;
                        c.configureBlocking(false);
                        c.register(selector, SelectionKey.OP_READ, new Registration(c, System.nanoTime() + timeout));
                    } else if (k.isReadable()) {
                        Registration r = (Registration) k.attachment();
                        try {
                            if (!r.read(secret, size)) continue;
                            if (cards[r.rank()] != null) throw new IOException("duplicate rank " + r.rank());
                        } catch (IOException refused) {
                            refuse(k, refused.getMessage());
                            continue;
                        }
                        k.cancel();
                        cards[r.rank()] = r.card();
                        socks[r.rank()] = r.channel.socket();
                        registered++;
                    }
                }
                selector.selectedKeys().clear();
                long now = System.nanoTime();
                for (SelectionKey k : selector.keys()) {
                    if (k.attachment() instanceof Registration r && k.isValid() && now - r.deadlineNanos > 0) {
                        refuse(k, "no registration within " + RendezvousWire.HANDSHAKE_TIMEOUT_MS + " ms");
                    }
                }
            }
            for (SelectionKey k : selector.keys()) { // cancelled keys (registered ranks) stay in keys() until a select
                if (k.isValid() && k.attachment() instanceof Registration) k.channel().close();
            }
        }
        if (registered < size) return false;
        for (Socket s : socks) s.getChannel().configureBlocking(true); // the selector is closed: no key holds them
        return true;
    }

    private static void refuse(SelectionKey k, String why) {
        k.cancel();
        SocketChannel c = ((Registration) k.attachment()).channel;
        String peer;
        try {
            peer = String.valueOf(c.getRemoteAddress());
        } catch (IOException e) {
            peer = "a closed connection";
        }
        warn("mpj: refused rendezvous connection from " + peer + ": " + why);
        try (c) {
            c.write(ByteBuffer.allocate(4).putInt(0, RendezvousWire.REFUSED)); // best effort: it may not be read
        } catch (IOException ignored) {
            // the peer is gone; nothing to tell it
        }
    }

    private static void sendTable(Socket s, byte[][] cards) throws IOException {
        DataOutputStream out = new DataOutputStream(s.getOutputStream());
        out.writeInt(RendezvousWire.OK);
        for (byte[] c : cards) {
            out.writeInt(c.length);
            out.write(c);
        }
        out.flush();
    }

    /** After the exchange, each rank's connection carries its abort report, if any. */
    private void watch(int rank, Socket s) {
        Thread t = new Thread(() -> {
            try (s) {
                DataInputStream in = new DataInputStream(s.getInputStream());
                while (true) {
                    int op = in.readInt();
                    if (op == RendezvousWire.OP_ABORT) listener.onAbort(rank, in.readInt());
                }
            } catch (IOException endOfRank) {
                listener.onDisconnect(rank);
            }
        }, "mpj-control-" + rank);
        t.setDaemon(true);
        t.start();
    }

    @Override
    public void close() {
        closed = true;
        try {
            server.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

}
