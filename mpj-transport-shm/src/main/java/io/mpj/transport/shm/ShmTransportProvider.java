package io.mpj.transport.shm;

import io.mpj.runtime.Config;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.Transport;
import io.mpj.transport.TransportContext;
import io.mpj.transport.TransportProvider;
import io.mpj.transport.nio.NioTransportProvider;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The {@code shm} device: shared-memory rings between the ranks on one machine, sockets (the
 * {@code nio} device) to the others. Each rank creates the rings it reads before the one exchange
 * of the job, so every ring exists once the sockets are up; each peer maps its ring and removes
 * the file (the memory stays shared until both sides let go).
 */
public final class ShmTransportProvider implements TransportProvider {
    private static final System.Logger LOG = System.getLogger("io.mpj.transport.shm");
    /** Ring memory per rank when {@code mpj.shm.ring} is not set, shared among its inbound rings. */
    static final long BUDGET = 16L << 20;
    static final int MIN_RING = 64 << 10;
    static final int MAX_RING = 1 << 20;

    @Override
    public String name() {
        return "shm";
    }

    @Override
    public Transport open(TransportContext ctx, FrameHandler handler) throws IOException {
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
                } catch (IOException full) { // e.g. no space left in /dev/shm: rank r writes to the socket
                    Files.deleteIfExists(own[r]);
                    LOG.log(System.Logger.Level.WARNING, "mpj shm: no ring from rank " + r + " to rank " + me
                            + " (" + full.getMessage() + "); that direction uses the socket");
                }
            }
            ShmTransport shm = new ShmTransport(me, size, handler, own);
            PiggybackRendezvous rv = new PiggybackRendezvous(ctx.rendezvous(), files.card());
            Transport sockets = new NioTransportProvider().open(
                    new TransportContext(me, size, ctx.jobSecret(), rv, ctx.config()), shm);
            byte[][] cards = rv.cards();
            boolean[] local = new boolean[size];
            for (int r = 0; r < size; r++) local[r] = r != me && Arrays.equals(cards[r], cards[me]);
            shm.connect(sockets, inbound, local, files);
            return shm;
        } catch (IOException | RuntimeException e) {
            for (Path p : own) if (p != null) Files.deleteIfExists(p);
            throw e;
        }
    }

    /** {@code mpj.shm.ring}, else the budget over the peers, a power of two between 64 KiB and 1 MiB. */
    static int ringCapacity(Config config, int size) {
        long configured = config.getLong("mpj.shm.ring", 0);
        long want = configured > 0 ? configured : BUDGET / Math.max(1, size - 1);
        long c = Long.highestOneBit(Math.max(MIN_RING, Math.min(configured > 0 ? 1L << 30 : MAX_RING, want)));
        return (int) c;
    }
}
