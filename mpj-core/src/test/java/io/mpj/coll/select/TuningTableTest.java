package io.mpj.coll.select;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Parameters;
import io.mpj.coll.Primitive;
import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
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
        Selector s = new Selector(config.with("mpj.coll.log", "calls"));
        try (SelectionLog log = new SelectionLog()) {
            assertEquals("linear", s.<Algorithms.Bcast>select(Primitive.BCAST, 4, 8, true).name());
            assertEquals("binomial", s.<Algorithms.Bcast>select(Primitive.BCAST, 1, 8, true).name());
            assertEquals(List.of("bcast p=4 bytes=8 -> linear (tuning table)", "bcast p=1 bytes=8 -> binomial (default)"),
                    log.lines());
        }
        Selector forced = new Selector(config.with("mpj.coll.bcast", "chain"));
        assertEquals("chain", forced.<Algorithms.Bcast>select(Primitive.BCAST, 4, 8, true).name());
        forced.force(Primitive.BCAST, null);
        assertEquals("linear", forced.<Algorithms.Bcast>select(Primitive.BCAST, 4, 8, true).name());
        Choices byTable = forced.bind(Primitive.BCAST, 4);
        forced.force(Primitive.BCAST, "chain");
        forced.force(Primitive.BCAST, null);
        assertSame(byTable, forced.bind(Primitive.BCAST, 4), "back to the table: the same binding, not built again");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Selector(Config.fromSystem().with("mpj.coll.scan", "magic")));
        assertTrue(e.getMessage().contains("mpj.coll.scan: unknown algorithm 'magic'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new Selector(Config.fromSystem().with("mpj.coll.tuning", "/nonexistent/t.txt")));
        assertTrue(e.getMessage().contains("cannot read the tuning table /nonexistent/t.txt"), e.getMessage());
    }

    @Test
    void theDefaultsChangeTheirAnswerOnlyAtTheirBreakpoints() {
        for (DeviceClass dc : DeviceClass.values()) {
            for (Primitive prim : Primitive.values()) {
                for (int p = 1; p <= 64; p++) {
                    long from = 0;
                    for (long cut : concat(Defaults.BREAKPOINTS, 4L << 30)) {
                        String first = Defaults.choose(prim, p, from, dc);
                        for (long b = from; b < cut; b = b < 16 ? b + 1 : b + b / 7) {
                            assertEquals(first, Defaults.choose(prim, p, b, dc), dc + " " + prim + " p=" + p + " at " + b + " B");
                        }
                        from = cut;
                    }
                }
            }
        }
    }

    @Test
    void oneHostRunsSmallAllreducesOfFewRanksThroughSharedMemoryAndNothingElse() {
        for (Primitive prim : Primitive.values()) {
            for (int p : new int[] {2, 8, 9}) {
                for (long b : new long[] {0, 8, 4095, 4096, 16 * 1024, 16 * 1024 + 1, 1 << 20}) {
                    boolean shared = p <= 8 && prim == Primitive.ALLREDUCE && b <= 16 * 1024;
                    assertEquals(shared ? "shared_memory" : Defaults.choose(prim, p, b),
                            Defaults.choose(prim, p, b, DeviceClass.SHARED_MEMORY), prim + " p=" + p + " " + b + " B");
                    // lent arrays: an Allreduce at any size, a Reduce from 4 KiB
                    boolean oneHeap = p <= 8 && (prim == Primitive.ALLREDUCE || prim == Primitive.REDUCE && b >= 4096);
                    assertEquals(oneHeap ? "shared_memory" : Defaults.choose(prim, p, b),
                            Defaults.choose(prim, p, b, DeviceClass.SHARED_HEAP), prim + " p=" + p + " " + b + " B, one heap");
                    assertEquals(Defaults.choose(prim, p, b), Defaults.choose(prim, p, b, DeviceClass.NETWORK));
                    assertEquals(Defaults.choose(prim, p, b), Defaults.choose(prim, p, b, DeviceClass.SHARED_HOSTS));
                }
            }
        }
    }

    private static long[] concat(long[] a, long last) {
        long[] b = Arrays.copyOf(a, a.length + 1);
        b[a.length] = last;
        return b;
    }

    @Test
    void aCommunicatorBindsTableRulesWithTheirParametersBetweenTheDefaults() throws Exception {
        Path file = Files.createTempFile("tuning", ".txt");
        Files.write(file, List.of("bcast 4 20000-99999 chain segment=16k fanout=2", "bcast 4 100000-* linear"));
        Selector s = new Selector(Config.fromSystem().with("mpj.coll.tuning", file.toString()));
        Choices c = s.bind(Primitive.BCAST, 4);
        assertEquals("bcast on 4 ranks: 0-19999 B binomial (default); 20000-99999 B chain (tuning table); "
                + "100000-* B linear (tuning table)", c.describe());
        assertEquals(Catalogue.configure(Primitive.BCAST, "chain", new Parameters(16 << 10, 2)),
                c.choose(50_000, true), "the rule's parameters reach the algorithm");
        assertEquals("binomial", c.<Algorithms.Bcast>choose(19_999, true).name());
        assertEquals("linear", c.<Algorithms.Bcast>choose(1L << 40, true).name());
        s.force(Primitive.BCAST, "chain");
        assertEquals("bcast on 4 ranks: * B chain (explicit)", s.bind(Primitive.BCAST, 4).describe());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TuningTable.parse(List.of("bcast 4 * linear segment=1k"), "t.txt"));
        assertTrue(e.getMessage().contains("t.txt line 1: algorithm linear takes no parameters"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TuningTable.parse(List.of("bcast 4 * chain depth=3"), "t.txt"));
        assertTrue(e.getMessage().contains("unknown parameter 'depth=3'"), e.getMessage());
    }
}
