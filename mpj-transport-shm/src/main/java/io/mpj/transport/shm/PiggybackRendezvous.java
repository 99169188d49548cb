package io.mpj.transport.shm;

import io.mpj.runtime.Rendezvous;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;

/**
 * Lets the shared-memory device publish its own card (where this rank runs) in the one exchange
 * the socket device makes: each card sent is the socket card followed by ours and its length.
 */
final class PiggybackRendezvous implements Rendezvous {
    private final Rendezvous inner;
    private final byte[] mine;
    private byte[][] theirs;

    PiggybackRendezvous(Rendezvous inner, byte[] mine) {
        this.inner = inner;
        this.mine = mine.clone();
    }

    @Override
    public byte[][] exchange(byte[] card) throws IOException {
        ByteBuffer both = ByteBuffer.allocate(card.length + mine.length + 4);
        both.put(card).put(mine).putInt(mine.length);
        byte[][] cards = inner.exchange(both.array());
        byte[][] outer = new byte[cards.length][];
        theirs = new byte[cards.length][];
        for (int r = 0; r < cards.length; r++) {
            ByteBuffer b = ByteBuffer.wrap(cards[r]);
            int n = b.getInt(cards[r].length - 4);
            int split = cards[r].length - 4 - n;
            if (n < 0 || split < 0) throw new IOException("rank " + r + " did not join with the shm device (mixed devices?)");
            outer[r] = java.util.Arrays.copyOfRange(cards[r], 0, split);
            theirs[r] = java.util.Arrays.copyOfRange(cards[r], split, split + n);
        }
        return outer;
    }

    /** Every rank's card of this device, by rank (after the exchange). */
    byte[][] cards() {
        return theirs;
    }

    @Override
    public InetAddress localAddress() throws IOException {
        return inner.localAddress();
    }

    @Override
    public void reportAbort(int code) {
        inner.reportAbort(code);
    }

    @Override
    public void close() {
        inner.close();
    }
}
