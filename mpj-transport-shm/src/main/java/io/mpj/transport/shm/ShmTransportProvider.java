package io.mpj.transport.shm;

import io.mpj.config.Config;
import io.mpj.transport.Endpoint;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.Transport;
import io.mpj.transport.TransportContext;
import io.mpj.transport.TransportProvider;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The {@code shm} device: shared-memory rings between the ranks on one machine. Each rank creates the
 * rings it reads before the job's one exchange of cards, so every ring exists once the cards are in;
 * each peer then maps its ring and removes the file (the memory stays shared until both sides let go).
 * A card says where a rank runs (host, boot, directory): ranks with equal cards share rings.
 */
public final class ShmTransportProvider implements TransportProvider {
    /** Ring memory per rank when {@code mpj.shm.ring} is not set, shared among its inbound rings. */
    static final long BUDGET = 16L << 20;
    static final int MIN_RING = 64 << 10;
    static final int MAX_RING = 1 << 20;
    /** Above sockets, below self. */
    static final int PREFERENCE = 50;

    @Override
    public String name() {
        return "shm";
    }

    @Override
    public int preference() {
        return PREFERENCE;
    }

    @Override
    public Endpoint open(TransportContext ctx) throws IOException {
        int me = ctx.rank();
        int size = ctx.size();
        SharedFiles files = new SharedFiles(ctx.config(), ctx.jobSecret());
        int capacity = ringCapacity(ctx.config(), size);
        Path[] own = new Path[size];
        Ring[] inbound = new Ring[size];
        try {
            for (int r = 0; r < size; r++) {
                if (r == me) continue;
                own[r] = files.ring(r, me);
                own[r].toFile().deleteOnExit(); // if this rank fails before its peers have mapped them
                try {
                    inbound[r] = Ring.create(own[r], capacity);
                } catch (IOException full) { // e.g. no space left in /dev/shm: rank r writes through another device
                    SharedFiles.delete(own[r]);
                    System.getLogger("io.mpj.transport.shm").log(System.Logger.Level.WARNING, "mpj shm: no ring from rank " + r + " to rank " + me
                            + " (" + full.getMessage() + "); that direction uses another device");
                }
            }
        } catch (RuntimeException e) {
            for (Path p : own) if (p != null) SharedFiles.delete(p);
            throw e;
        }
        byte[] card = files.card();
        return new Endpoint() {
            @Override
            public byte[] card() {
                return card;
            }

            @Override
            public Transport connect(byte[][] cards, FrameHandler handler) {
                boolean[] local = new boolean[size];
                for (int r = 0; r < size; r++) local[r] = r != me && Arrays.equals(cards[r], cards[me]);
                return new ShmTransport(me, inbound, local, files, own, handler, ctx.doorbell(),
                        ctx.eagerLimit("shm", TransportContext.DEFAULT_EAGER));
            }

            @Override
            public void abandon() {
                for (Path p : own) if (p != null) SharedFiles.delete(p);
            }
        };
    }

    /** {@code mpj.shm.ring}, else the budget over the peers, a power of two between 64 KiB and 1 MiB. */
    static int ringCapacity(Config config, int size) {
        long configured = config.getLong("mpj.shm.ring", 0);
        long want = configured > 0 ? configured : BUDGET / Math.max(1, size - 1);
        long c = Long.highestOneBit(Math.max(MIN_RING, Math.min(configured > 0 ? 1L << 30 : MAX_RING, want)));
        return (int) c;
    }
}
