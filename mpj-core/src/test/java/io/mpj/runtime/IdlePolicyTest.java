package io.mpj.runtime;

import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IdlePolicyTest {
    /** mpjrun gives each rank's JVM only its share of the cores, so the decision counts the machine's, which it is told. */
    @Test
    void ranksWaitBusilyWhileTheMachineHasACoreForEachAndYieldSoonOnlyWhenBound() {
        Config unbound = Config.ofEnvironment(Map.of("MPJ_MACHINE_CORES", "2"));
        Config bound = Config.ofEnvironment(Map.of("MPJ_MACHINE_CORES", "2", "MPJ_BOUND_CPUS", "1"));
        assertEquals(IdlePolicy.UNBOUND_SPIN_US, IdlePolicy.spinMicros(unbound, 2));
        assertEquals(0, IdlePolicy.yieldMicros(unbound, 2), "unbound: only the minimum of yields after the spin");
        assertEquals(IdlePolicy.BOUND_SPIN_US, IdlePolicy.spinMicros(bound, 2));
        assertEquals(IdlePolicy.BOUND_YIELD_US, IdlePolicy.yieldMicros(bound, 2));
        for (Config c : new Config[] {unbound, bound}) {
            assertEquals(0, IdlePolicy.spinMicros(c, 3), "more ranks than cores: no spinning");
            assertEquals(0, IdlePolicy.yieldMicros(c, 3), "more ranks than cores: block after the minimum of yields");
        }
        assertEquals(70, IdlePolicy.spinMicros(unbound.with("mpj.spin.us", "70"), 3), "the user's setting wins");
        assertEquals(700, IdlePolicy.yieldMicros(unbound.with("mpj.yield.us", "700"), 3), "the user's setting wins");
        assertEquals("spin 2000 us, yield to 0 us", IdlePolicy.describe(unbound, 2));
        assertEquals("bound to cpus 1, spin 50 us, yield to 2000 us", IdlePolicy.describe(bound, 2));
        assertEquals(Runtime.getRuntime().availableProcessors(), IdlePolicy.machineCores(Config.ofEnvironment(Map.of())));
    }
}
