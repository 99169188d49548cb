package io.mpj.runtime;

import io.mpj.transport.JobSecret;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * One connection's registration at the rendezvous, read without blocking as its bytes arrive: magic,
 * job secret, rank, job size, card. Garbage is refused as soon as it shows; a connection that does
 * not complete by its deadline is refused then, so idle connections cannot delay the job.
 */
final class Registration {
    private static final int HEADER = 4 + JobSecret.BYTES + 4 + 4 + 4;

    final SocketChannel channel;
    final long deadlineNanos;
    private final ByteBuffer header = ByteBuffer.allocate(HEADER);
    private ByteBuffer card;
    private int rank;

    Registration(SocketChannel channel, long deadlineNanos) {
        this.channel = channel;
        this.deadlineNanos = deadlineNanos;
    }

    /**
     * Reads what has arrived. Returns true once complete; throws with the reason to refuse the
     * connection (a wrong secret, size, rank or card length, or the end of its stream).
     */
    boolean read(byte[] secret, int size) throws IOException {
        if (card == null) {
            if (channel.read(header) < 0) throw new IOException("closed before registering");
            if (header.position() >= 4 && header.getInt(0) != RendezvousWire.MAGIC) throw new IOException("not an mpj rendezvous client");
            if (header.hasRemaining()) return false;
            header.flip().getInt();
            byte[] offered = new byte[JobSecret.BYTES];
            header.get(offered);
            if (!JobSecret.matches(secret, offered)) throw new IOException("wrong job secret");
            rank = header.getInt();
            int claimedSize = header.getInt();
            int len = header.getInt();
            if (claimedSize != size) throw new IOException("job size " + claimedSize + ", expected " + size);
            if (rank < 0 || rank >= size) throw new IOException("bad rank " + rank);
            if (len < 0 || len > RendezvousWire.MAX_CARD) throw new IOException("bad card length " + len);
            card = ByteBuffer.allocate(len);
        }
        if (card.hasRemaining() && channel.read(card) < 0) throw new IOException("closed before registering");
        return !card.hasRemaining();
    }

    int rank() {
        return rank;
    }

    byte[] card() {
        return card.array();
    }
}
