package mpi;

import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** On/off settings take true or false (any case); MPI.Init refuses anything else, naming the setting. */
class InitSwitchesTest {

    @Test
    void trueOrFalseInAnyCaseAndTheDefaultWhenUnset() {
        Config none = Config.ofEnvironment(Map.of());
        assertTrue(none.getBoolean("mpj.raw.copy", true));
        assertFalse(none.getBoolean("mpj.coll.check", false));
        assertTrue(Config.ofEnvironment(Map.of("MPJ_COLL_CHECK", "TRUE")).getBoolean("mpj.coll.check", false));
        assertFalse(Config.ofEnvironment(Map.of("MPJ_RAW_COPY", "False")).getBoolean("mpj.raw.copy", true));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Config.ofEnvironment(Map.of("MPJ_COLL_CHECK", "1")).getBoolean("mpj.coll.check", false));
        assertEquals("mpj.coll.check (MPJ_COLL_CHECK) is 1: give true or false", e.getMessage());
    }

    @Test
    void initRefusesAnythingElseForEverySwitchWhichOtherwiseWouldPassForOffOrOn() throws Exception {
        MPI.checkSwitches(Config.ofEnvironment(Map.of("MPJ_RAW_COPY", "false", "MPJ_COLL_CHECK", "true", "MPJ_DISPLAY_DEVICES", "FALSE")));
        for (String key : MPI.SWITCHES) {
            String variable = Config.envName(key);
            MPIException e = Errors.expect(MPI.ERR_ARG, () -> MPI.checkSwitches(Config.ofEnvironment(Map.of(variable, "yes"))));
            assertEquals("MPI.Init: " + key + " (" + variable + ") is yes: give true or false [MPI_ERR_ARG]", e.getMessage());
        }
    }
}
