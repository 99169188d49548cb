package io.mpj.runtime;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;

/** A rank's side of the rendezvous: publish a card, get the table, keep the line for reports. */
public final class RendezvousClient implements Rendezvous {
    private final InetSocketAddress address;
    private final byte[] secret;
    private final int rank;
    private final int size;
    private final long timeoutMillis;
    private Socket socket;

    public RendezvousClient(InetSocketAddress address, byte[] secret, int rank, int size, long timeoutMillis) {
        this.address = address;
        this.secret = secret;
        this.rank = rank;
        this.size = size;
        this.timeoutMillis = timeoutMillis;
    }

    @Override
    public byte[][] exchange(byte[] card) throws IOException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        if (socket == null) socket = connect(deadline);
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        out.writeInt(RendezvousWire.MAGIC);
        out.write(secret);
        out.writeInt(rank);
        out.writeInt(size);
        out.writeInt(card.length);
        out.write(card);
        out.flush();
        socket.setSoTimeout((int) Math.max(1, deadline - System.currentTimeMillis()));
        DataInputStream in = new DataInputStream(socket.getInputStream());
        try {
            if (in.readInt() != RendezvousWire.OK) {
                throw new IOException("rendezvous at " + address + " refused rank " + rank
                        + " (wrong MPJ_JOB_SECRET, job size or duplicate rank; see the host's log)");
            }
            byte[][] cards = new byte[size][];
            for (int r = 0; r < size; r++) {
                cards[r] = new byte[in.readInt()];
                in.readFully(cards[r]);
            }
            socket.setSoTimeout(0);
            return cards;
        } catch (java.net.SocketTimeoutException e) {
            throw new IOException("rendezvous at " + address + ": not every rank arrived within "
                    + timeoutMillis / 1000 + " s (mpj.connect.timeout)");
        }
    }

    /** The local interface that reaches the rendezvous host: the one peers can reach us on. */
    @Override
    public InetAddress localAddress() throws IOException {
        if (socket == null) socket = connect(System.currentTimeMillis() + timeoutMillis);
        return socket.getLocalAddress();
    }

    private Socket connect(long deadline) throws IOException {
        IOException last = null;
        while (System.currentTimeMillis() < deadline) {
            Socket s = new Socket();
            try {
                s.connect(address, (int) Math.max(1, Math.min(5000, deadline - System.currentTimeMillis())));
                s.setTcpNoDelay(true);
                return s;
            } catch (IOException e) {
                last = e;
                s.close();
                try {
                    Thread.sleep(50); // the host may not be listening yet (rank 0 under mpirun/srun)
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while connecting to the rendezvous", ie);
                }
            }
        }
        throw new IOException("cannot reach the rendezvous at " + address + " within "
                + timeoutMillis / 1000 + " s (mpj.connect.timeout)" + (last == null ? "" : ": " + last.getMessage()));
    }

    @Override
    public void reportAbort(int code) {
        try {
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            out.writeInt(RendezvousWire.OP_ABORT);
            out.writeInt(code);
            out.flush();
        } catch (IOException | RuntimeException ignored) {
            // nobody listens (external launcher): the exit status carries the abort
        }
    }

    @Override
    public void close() {
        try {
            if (socket != null) socket.close();
        } catch (IOException ignored) {
            // closing at finalize
        }
    }
}
