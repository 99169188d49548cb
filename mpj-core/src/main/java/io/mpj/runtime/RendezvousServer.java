package io.mpj.runtime;

import io.mpj.transport.JobSecret;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * Collects one card from every rank of a job, then sends each rank the whole table. Hosted by
 * {@code mpjrun} (which also listens for abort reports afterwards) or, under an external launcher,
 * by rank 0. Connections that do not present the job secret are refused and logged.
 */
public final class RendezvousServer implements AutoCloseable {
    /** Receives reports that ranks send after the exchange. */
    public interface Listener {
        void onAbort(int rank, int code);

        /** The rank's control connection has ended (after any report it sent). */
        void onDisconnect(int rank);
    }

    private static final System.Logger LOG = System.getLogger("io.mpj.rendezvous");

    private final ServerSocket server;
    private final byte[] secret;
    private final int size;
    private final Listener listener;
    private final Thread thread;
    private volatile boolean closed;

    public RendezvousServer(InetSocketAddress bind, byte[] secret, int size, Listener listener) throws IOException {
        this.server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(bind, Math.max(50, size));
        this.secret = secret.clone();
        this.size = size;
        this.listener = listener;
        this.thread = new Thread(this::serve, "mpj-rendezvous");
        thread.setDaemon(true);
        thread.start();
    }

    public InetSocketAddress address() {
        return (InetSocketAddress) server.getLocalSocketAddress();
    }

    private void serve() {
        Socket[] socks = new Socket[size];
        byte[][] cards = new byte[size][];
        int registered = 0;
        try {
            while (registered < size && !closed) {
                Socket s = server.accept();
                int rank = register(s, cards);
                if (rank >= 0) {
                    socks[rank] = s;
                    registered++;
                }
            }
            for (Socket s : socks) sendTable(s, cards);
            server.close();
            if (listener != null) {
                for (int r = 0; r < size; r++) watch(r, socks[r]);
            } else {
                for (Socket s : socks) s.close();
            }
        } catch (IOException e) {
            if (!closed) LOG.log(Level.WARNING, "rendezvous stopped: " + e.getMessage());
        }
    }

    /** Reads one registration; returns the rank, or -1 if the connection was refused. */
    private int register(Socket s, byte[][] cards) {
        String peer = String.valueOf(s.getRemoteSocketAddress());
        try {
            s.setSoTimeout(RendezvousWire.HANDSHAKE_TIMEOUT_MS);
            DataInputStream in = new DataInputStream(s.getInputStream());
            byte[] offered = new byte[JobSecret.BYTES];
            if (in.readInt() != RendezvousWire.MAGIC) return refuse(s, peer, "not an mpj rendezvous client");
            in.readFully(offered);
            if (!JobSecret.matches(secret, offered)) return refuse(s, peer, "wrong job secret");
            int rank = in.readInt();
            int claimedSize = in.readInt();
            int len = in.readInt();
            if (claimedSize != size) return refuse(s, peer, "job size " + claimedSize + ", expected " + size);
            if (rank < 0 || rank >= size || cards[rank] != null) return refuse(s, peer, "bad or duplicate rank " + rank);
            if (len < 0 || len > RendezvousWire.MAX_CARD) return refuse(s, peer, "bad card length " + len);
            byte[] card = new byte[len];
            in.readFully(card);
            cards[rank] = card;
            s.setSoTimeout(0);
            return rank;
        } catch (IOException e) {
            return refuse(s, peer, e.toString());
        }
    }

    private static int refuse(Socket s, String peer, String why) {
        LOG.log(Level.WARNING, "mpj: refused rendezvous connection from " + peer + ": " + why);
        try {
            DataOutputStream out = new DataOutputStream(s.getOutputStream());
            out.writeInt(RendezvousWire.REFUSED);
            out.flush();
        } catch (IOException ignored) {
            // the peer is gone; nothing to tell it
        }
        try {
            s.close();
        } catch (IOException ignored) {
            // closing a refused socket
        }
        return -1;
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
