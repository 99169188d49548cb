package io.mpj.engine;

import io.mpj.idle.BackoffIdleStrategy;
import io.mpj.transport.Transport;
import io.mpj.transport.mem.SelfTransport;

import java.util.List;
import java.util.function.Function;

/** Engines wired by hand to one device (and self), for device tests below the runtime. */
public final class TestEngines {
    /** Spin 20 µs, then yield to 1 ms, then block: the latency case. */
    private static final long SPIN_NANOS = 20_000;
    private static final long YIELD_NANOS = 1_000_000;

    private TestEngines() {}

    /** The engine of {@code rank} in a job of {@code size}, whose other ranks {@code device} (built for the engine) reaches. */
    public static PointToPointEngine over(int rank, int size, String name, Function<PointToPointEngine, Transport> device) {
        PointToPointEngine e = new PointToPointEngine(rank, b -> new BackoffIdleStrategy(SPIN_NANOS, YIELD_NANOS, 16, 1_000_000, b));
        e.attach(new PeerRouter(size, List.of(new PeerRouter.Device(SelfTransport.NAME, Integer.MAX_VALUE, new SelfTransport(rank, e, 65536)),
                new PeerRouter.Device(name, 0, device.apply(e)))));
        return e;
    }
}
