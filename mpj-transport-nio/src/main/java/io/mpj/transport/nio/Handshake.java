package io.mpj.transport.nio;

import io.mpj.transport.JobSecret;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/**
 * Builds the full mesh, one connection per pair: each rank connects to every lower rank and
 * accepts every higher one, so no rank waits on a rank that waits on it. The connecting side
 * presents the job secret and its rank; anything else is refused, logged and closed.
 */
final class Handshake {
    private static final int MAGIC = 0x4D504A4E; // "MPJN"
    private static final int OK = 0;
    private static final int HELLO_TIMEOUT_MS = 10_000;

    private final int rank;
    private final int size;
    private final byte[] secret;
    private final long deadline;

    Handshake(int rank, int size, byte[] secret, long timeoutMillis) {
        this.rank = rank;
        this.size = size;
        this.secret = secret;
        this.deadline = System.currentTimeMillis() + timeoutMillis;
    }

    SocketChannel[] connectAll(ServerSocketChannel server, InetSocketAddress[] peers) throws IOException {
        SocketChannel[] channels = new SocketChannel[size];
        for (int lower = 0; lower < rank; lower++) channels[lower] = connect(lower, peers[lower]);
        server.socket().setSoTimeout(HELLO_TIMEOUT_MS);
        int expected = size - 1 - rank;
        while (expected > 0) {
            if (System.currentTimeMillis() > deadline) {
                throw new IOException("rank " + rank + ": " + expected + " higher ranks did not connect in time");
            }
            Socket s;
            try {
                s = server.socket().accept();
            } catch (SocketTimeoutException e) {
                continue;
            }
            int peer = accept(s.getChannel(), channels);
            if (peer >= 0) {
                channels[peer] = s.getChannel();
                expected--;
            }
        }
        return channels;
    }

    private SocketChannel connect(int peer, InetSocketAddress address) throws IOException {
        SocketChannel ch = SocketChannel.open();
        try {
            ch.socket().connect(address, (int) Math.max(1000, deadline - System.currentTimeMillis()));
            ch.socket().setSoTimeout((int) Math.max(1000, deadline - System.currentTimeMillis()));
            DataOutputStream out = new DataOutputStream(ch.socket().getOutputStream());
            out.writeInt(MAGIC);
            out.write(secret);
            out.writeInt(rank);
            out.writeInt(size);
            out.flush();
            int reply = new DataInputStream(ch.socket().getInputStream()).readInt();
            if (reply != OK) throw new IOException("rank " + peer + " refused the connection (job secret or size mismatch)");
            return ch;
        } catch (IOException e) {
            ch.close();
            throw new IOException("rank " + rank + " cannot connect to rank " + peer + " at " + address + ": "
                    + e.getMessage(), e);
        }
    }

    /** Checks a newcomer's hello; returns its rank, or -1 after refusing it. */
    private int accept(SocketChannel ch, SocketChannel[] channels) throws IOException {
        String from = String.valueOf(ch.getRemoteAddress());
        try {
            ch.socket().setSoTimeout(HELLO_TIMEOUT_MS);
            DataInputStream in = new DataInputStream(ch.socket().getInputStream());
            if (in.readInt() != MAGIC) return refuse(ch, from, "not an mpj peer");
            byte[] offered = new byte[JobSecret.BYTES];
            in.readFully(offered);
            int peer = in.readInt();
            int peerSize = in.readInt();
            if (!JobSecret.matches(secret, offered)) return refuse(ch, from, "wrong job secret");
            if (peerSize != size || peer <= rank || peer >= size || channels[peer] != null) {
                return refuse(ch, from, "unexpected rank " + peer + " of a job of " + peerSize);
            }
            DataOutputStream out = new DataOutputStream(ch.socket().getOutputStream());
            out.writeInt(OK);
            out.flush();
            return peer;
        } catch (IOException e) {
            return refuse(ch, from, e.toString());
        }
    }

    private static int refuse(SocketChannel ch, String from, String why) {
        System.getLogger("io.mpj.transport.nio").log(Level.WARNING, "mpj nio: refused connection from " + from + ": " + why);
        try {
            ch.close();
        } catch (IOException ignored) {
            // refusing anyway
        }
        return -1;
    }
}
