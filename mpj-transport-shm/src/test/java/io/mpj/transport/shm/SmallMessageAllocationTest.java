package io.mpj.transport.shm;

import io.mpj.buffer.BaseType;
import io.mpj.engine.RoundTripAllocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Through the rings too, a small-message round trip allocates nothing once warm, expected or unexpected. */
class SmallMessageAllocationTest {
    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"BYTE, true", "DOUBLE, true", "BYTE, false", "DOUBLE, false"})
    void aSmallMessageRoundTripAllocatesNothing(BaseType type, boolean prePosted) throws Exception {
        double perRoundTrip = RoundTripAllocation.bytesPerRoundTrip("shm", "shm", type, prePosted);
        assertTrue(perRoundTrip < 4.0, "allocated " + perRoundTrip + " bytes per round trip");
    }
}
