package io.mpj.runtime;

import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IdlePolicyTest {
    /** mpjrun gives each rank's JVM only its share of the cores, so the spin decision counts the machine's, which it is told. */
    @Test
    void ranksSpinWhileTheMachineHasACoreForEach() {
        Config machineOf2 = Config.ofEnvironment(Map.of("MPJ_MACHINE_CORES", "2"));
        assertEquals(IdlePolicy.DEFAULT_SPIN_US, IdlePolicy.spinMicros(machineOf2, 2));
        assertEquals(0, IdlePolicy.spinMicros(machineOf2, 3), "more ranks than cores: block at once");
        assertEquals(50, IdlePolicy.spinMicros(machineOf2.with("mpj.spin.us", "50"), 3), "the user's setting wins");
        assertEquals(Runtime.getRuntime().availableProcessors(), IdlePolicy.machineCores(Config.ofEnvironment(Map.of())));
    }
}
