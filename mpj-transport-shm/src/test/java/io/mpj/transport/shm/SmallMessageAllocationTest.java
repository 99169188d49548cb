package io.mpj.transport.shm;

import io.mpj.buffer.BaseType;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RoundTripAllocation;
import io.mpj.runtime.Config;
import io.mpj.runtime.JobSecret;
import io.mpj.runtime.RendezvousServer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.InetAddress;
import java.net.InetSocketAddress;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Through the rings too, a small-message round trip allocates nothing once warm, expected or unexpected. */
class SmallMessageAllocationTest {
    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"BYTE, true", "DOUBLE, true", "BYTE, false", "DOUBLE, false"})
    void aSmallMessageRoundTripAllocatesNothing(BaseType type, boolean prePosted) throws Exception {
        byte[] secret = JobSecret.random();
        PointToPointEngine[] e = {new PointToPointEngine(0, 65536, 1_000_000), new PointToPointEngine(1, 65536, 1_000_000)};
        try (RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), secret, 2, null)) {
            ShmTransport[] t = ShmJob.open(secret, server, new Config[] {Config.fromSystem(), Config.fromSystem()}, e);
            for (int r = 0; r < 2; r++) e[r].attach(t[r]);
            double perRoundTrip = RoundTripAllocation.bytesPerRoundTrip(e[0], e[1], type, prePosted);
            assertTrue(perRoundTrip < 4.0, "allocated " + perRoundTrip + " bytes per round trip");
        }
    }
}
