package io.mpj.transport.nio;

import io.mpj.buffer.BaseType;
import io.mpj.engine.RoundTripAllocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Small messages allocate nothing below the facade once warm: no buffers, frames or wait state,
 * whether the receive was posted first (expected) or the message arrived first (unexpected).
 */
class SmallMessageAllocationTest {
    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"BYTE, true", "INT, true", "DOUBLE, true", "BYTE, false", "DOUBLE, false"})
    void aSmallMessageRoundTripAllocatesNothing(BaseType type, boolean prePosted) throws Exception {
        double perRoundTrip = RoundTripAllocation.bytesPerRoundTrip("nio", "nio", type, prePosted);
        // Any object allocated per message costs at least 16 bytes per round trip; below 4 bytes
        // only one-time JDK allocations remain (e.g. the selector's first blocking select).
        assertTrue(perRoundTrip < 4.0, "allocated " + perRoundTrip + " bytes per round trip");
    }
}
