package io.mpj.coll;

import io.mpj.runtime.Config;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TuningTableTest {
    private static final List<String> TABLE = List.of(
            "# primitive  processes  bytes        algorithm",
            "bcast        2-8        0-12287      linear      # small: flat",
            "bcast        2-*        12288-*      scatter_allgather",
            "allreduce    4          *            ring",
            "");

    @Test
    void theFirstMatchingRuleWins() {
        TuningTable t = TuningTable.parse(TABLE, "test");
        assertEquals(3, t.rules().size());
        assertEquals("linear", t.lookup(Primitive.BCAST, 4, 100));
        assertEquals("scatter_allgather", t.lookup(Primitive.BCAST, 4, 12288));
        assertEquals("scatter_allgather", t.lookup(Primitive.BCAST, 64, 1 << 30));
        assertNull(t.lookup(Primitive.BCAST, 1, 100));
        assertEquals("ring", t.lookup(Primitive.ALLREDUCE, 4, 0));
        assertNull(t.lookup(Primitive.ALLREDUCE, 5, 0));
        assertNull(t.lookup(Primitive.GATHER, 4, 0));
    }

    @Test
    void malformedLinesAreNamed() {
        String[][] bad = {
            {"bcast 2-4 0-1", "expected 4 fields"},
            {"broadcast 2-4 0-1 linear", "unknown primitive 'broadcast'"},
            {"bcast 2-4 0-1 quantum", "unknown algorithm 'quantum' for bcast (known: binomial, linear"},
            {"bcast 4-2 0-1 linear", "bad processes range '4-2'"},
            {"bcast 2-4 x-1 linear", "bad bytes range 'x-1'"},
        };
        for (String[] b : bad) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> TuningTable.parse(List.of("# ok", b[0]), "tuning.txt"));
            assertTrue(e.getMessage().startsWith("tuning.txt line 2: ") && e.getMessage().contains(b[1]), e.getMessage());
        }
    }

    @Test
    void anInstalledTableDrivesSelectionAndExplicitChoicesWin() throws Exception {
        Path file = Files.createTempFile("tuning", ".txt");
        Files.write(file, TABLE);
        Config config = Config.fromSystem().with("mpj.coll.tuning", file.toString());
        Selector s = new Selector(config);
        List<String> trace = new ArrayList<>();
        s.trace(trace::add);
        assertEquals("linear", s.<Algorithms.Bcast>select(Primitive.BCAST, 4, 8, true).name());
        assertEquals("binomial", s.<Algorithms.Bcast>select(Primitive.BCAST, 1, 8, true).name());
        assertEquals("bcast p=4 bytes=8 -> linear (tuning table)", trace.get(0));
        assertEquals("bcast p=1 bytes=8 -> binomial (default)", trace.get(1));
        Selector forced = new Selector(config.with("mpj.coll.bcast", "chain"));
        assertEquals("chain", forced.<Algorithms.Bcast>select(Primitive.BCAST, 4, 8, true).name());
        forced.force(Primitive.BCAST, null);
        assertEquals("linear", forced.<Algorithms.Bcast>select(Primitive.BCAST, 4, 8, true).name());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Selector(Config.fromSystem().with("mpj.coll.scan", "magic")));
        assertTrue(e.getMessage().contains("mpj.coll.scan: unknown algorithm 'magic'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new Selector(Config.fromSystem().with("mpj.coll.tuning", "/nonexistent/t.txt")));
        assertTrue(e.getMessage().contains("cannot read the tuning table /nonexistent/t.txt"), e.getMessage());
    }
}
