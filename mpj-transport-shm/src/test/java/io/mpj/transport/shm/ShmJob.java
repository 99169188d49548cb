package io.mpj.transport.shm;

import io.mpj.runtime.Config;
import io.mpj.runtime.RendezvousClient;
import io.mpj.runtime.RendezvousServer;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.TransportContext;

import java.util.concurrent.CompletableFuture;

/** Opens the shm transports of a job of handlers.length ranks at once, one thread each (they meet at the rendezvous). */
final class ShmJob {
    private ShmJob() {}

    static ShmTransport[] open(byte[] secret, RendezvousServer server, Config[] configs, FrameHandler[] handlers) throws Exception {
        int size = handlers.length;
        @SuppressWarnings("unchecked")
        CompletableFuture<ShmTransport>[] open = new CompletableFuture[size];
        for (int r = 0; r < size; r++) {
            int rank = r;
            open[r] = CompletableFuture.supplyAsync(() -> {
                try {
                    return (ShmTransport) new ShmTransportProvider().open(new TransportContext(rank, size, secret,
                            new RendezvousClient(server.address(), secret, rank, size, 30_000), configs[rank]), handlers[rank]);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        }
        ShmTransport[] t = new ShmTransport[size];
        for (int r = 0; r < size; r++) t[r] = open[r].get();
        return t;
    }
}
