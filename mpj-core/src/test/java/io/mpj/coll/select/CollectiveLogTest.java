package io.mpj.coll.select;

import io.mpj.coll.Primitive;
import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** mpj.coll.log: nothing by default, even where the back end would take every level; bindings; calls. */
class CollectiveLogTest {
    private static List<String> logged(String setting) {
        Config config = Config.fromSystem().with("mpj.coll.bcast", "binomial");
        if (setting != null) config = config.with(CollectiveLog.KEY, setting);
        try (SelectionLog log = new SelectionLog()) {
            Selection s = new Selection(new Selector(config), 4, DeviceClass.SHARED_MEMORY);
            s.select(Primitive.BCAST, 8, true);
            s.select(Primitive.BCAST, 16, true);
            return log.lines();
        }
    }

    @Test
    void logsNothingUnlessAskedThenBindingsThenEveryCall() {
        assertEquals(List.of(), logged(null));
        assertEquals(List.of(), logged("off"));
        assertEquals(List.of("bcast on 4 ranks: * B binomial (explicit)"), logged("bindings"));
        assertEquals(List.of("bcast on 4 ranks: * B binomial (explicit)", "bcast p=4 bytes=8 -> binomial (explicit)",
                "bcast p=4 bytes=16 -> binomial (explicit)"), logged("CALLS"));
    }

    @Test
    void anUnknownSettingIsRefusedWithTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Selector(Config.fromSystem().with(CollectiveLog.KEY, "verbose")));
        assertTrue(e.getMessage().contains("mpj.coll.log=verbose") && e.getMessage().contains("off, bindings or calls"), e.getMessage());
    }
}
