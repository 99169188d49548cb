package io.mpj.coll.select;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Primitive;
import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The built-in rules per device class: used across hosts when no table is installed, replaced by one that is. */
class DeviceClassTest {
    @Test
    void aCommunicatorsClassIsItsHostsAndRanks() {
        assertEquals(DeviceClass.SHARED_MEMORY, DeviceClass.of(1, 1));
        assertEquals(DeviceClass.SHARED_MEMORY, DeviceClass.of(1, 4));
        assertEquals(DeviceClass.SHARED_HEAP, DeviceClass.of(1, 4, true), "threads of one JVM");
        assertEquals(DeviceClass.SHARED_MEMORY, DeviceClass.SHARED_HEAP.fallback());
        assertEquals(DeviceClass.NETWORK, DeviceClass.of(2, 2));
        assertEquals(DeviceClass.SHARED_HOSTS, DeviceClass.of(2, 3), "a host with two of the ranks");
        assertEquals(DeviceClass.NETWORK, DeviceClass.SHARED_HOSTS.fallback());
    }

    @Test
    void withSeveralRanksOnAHostTheNodeAwareRulesComeFirstThenTheNetworksRules() {
        TuningTable nodeAware = DeviceClass.SHARED_HOSTS.builtinRules();
        assertFalse(nodeAware.rules().isEmpty(), "the jar ships rules measured with 2 ranks per host");
        Selector none = new Selector(Config.fromSystem(), null);
        for (TuningTable.Rule r : nodeAware.rules()) {
            for (int procs : new int[] {4, 8, 16}) {
                Choices c = none.bind(r.primitive(), procs, DeviceClass.SHARED_HOSTS);
                assertEquals(r.algorithm(), c.<Algorithms.Algorithm>choose(r.minBytes(), true).name(), r.toLine());
                assertTrue(c.describe().contains(r.algorithm() + " (built-in node-aware rules)"), c.describe());
            }
        }
        // where the node-aware rules are silent, the network's decide: linear Bcast of short messages at p = 8
        TuningTable.Rule shortBcast = DeviceClass.NETWORK.builtinRules().rule(Primitive.BCAST, 8, 8);
        Choices bcast = none.bind(Primitive.BCAST, 8, DeviceClass.SHARED_HOSTS);
        assertEquals(shortBcast.algorithm(), bcast.<Algorithms.Algorithm>choose(8, true).name());
        assertTrue(bcast.describe().contains("(built-in network rules)"));
        // a non-commutative operator keeps rank order: the node-aware reduction is replaced
        Choices reduce = none.bind(Primitive.ALLREDUCE, 8, DeviceClass.SHARED_HOSTS);
        assertFalse(reduce.<Algorithms.Algorithm>choose(1 << 20, false).name().equals("hierarchical"));
        // and an installed table replaces them too
        Selector empty = new Selector(Config.fromSystem(), new TuningTable(List.of()));
        assertFalse(empty.bind(Primitive.ALLREDUCE, 8, DeviceClass.SHARED_HOSTS).describe().contains("built-in"));
    }

    @Test
    void withoutATableTheNetworkRulesShippedInTheJarDecideAcrossHosts() {
        TuningTable network = DeviceClass.NETWORK.builtinRules();
        assertFalse(network.rules().isEmpty(), "the jar ships rules measured on a network");
        Selector none = new Selector(Config.fromSystem(), null);
        int checked = 0;
        for (TuningTable.Rule r : network.rules()) {
            int procs = (int) r.minProcs();
            if (network.rule(r.primitive(), procs, r.minBytes()) != r) continue; // shadowed by an earlier rule
            Choices c = none.bind(r.primitive(), procs, DeviceClass.NETWORK);
            assertEquals(r.algorithm(), c.<Algorithms.Algorithm>choose(r.minBytes(), true).name(), r.toLine());
            assertTrue(c.describe().contains(r.algorithm() + " (built-in network rules)"), c.describe());
            checked++;
        }
        assertTrue(checked > 0);
    }

    @Test
    void onOneHostAndUnderAnInstalledTableTheNetworkRulesDoNotApply() {
        Selector none = new Selector(Config.fromSystem(), null);
        Selector empty = new Selector(Config.fromSystem(), new TuningTable(List.of()));
        for (Primitive p : Primitive.values()) {
            for (int procs : new int[] {2, 4, 8, 16}) {
                String sharedMemory = none.bind(p, procs, DeviceClass.SHARED_MEMORY).describe();
                String underTable = empty.bind(p, procs, DeviceClass.NETWORK).describe();
                assertFalse(sharedMemory.contains("network"), sharedMemory);
                assertFalse(underTable.contains("built-in"), "an installed table replaces the built-in rules: " + underTable);
                assertFalse(underTable.contains("shared_memory"), underTable);
                if (procs > 8) assertEquals(sharedMemory, underTable, "both are the point-to-point defaults");
            }
        }
    }

    @Test
    void theNodeAwareAlgorithmsLeadersUseWhatACommunicatorAcrossThatManyHostsWouldBeyondTheRules() {
        long mib = 1 << 20;
        assertEquals("binomial", Catalogue.acrossHosts(Primitive.BCAST, 2, 8).name());
        assertEquals("scatter_allgather", Catalogue.acrossHosts(Primitive.BCAST, 32, mib).name());
        assertEquals("recursive_doubling", Catalogue.acrossHosts(Primitive.ALLREDUCE, 4, 8).name());
        assertEquals("ring", Catalogue.acrossHosts(Primitive.ALLREDUCE, 4, mib).name());
        assertEquals("rabenseifner", Catalogue.acrossHosts(Primitive.REDUCE, 4, mib).name());
        TuningTable.Rule r = DeviceClass.NETWORK.builtinRules().rules().get(0);
        assertEquals(r.algorithm(), Catalogue.acrossHosts(r.primitive(), (int) r.minProcs(), r.minBytes()).name(),
                "the built-in network rules first: " + r.toLine());
        for (Primitive p : Primitive.values())
            for (int leaders : new int[] {2, 3, 8, 64})
                for (long bytes : new long[] {0, 8, mib, 64 * mib})
                    assertFalse(Catalogue.acrossHosts(p, leaders, bytes).name().equals("hierarchical"), p + " " + leaders + " " + bytes);
    }

    @Test
    void aClassShipsRulesExactlyWhenTheJarHasItsFile() {
        for (DeviceClass dc : DeviceClass.values()) {
            assertEquals(dc.shipsRules(), DeviceClass.class.getResource(dc.resource()) != null, dc + ": " + dc.resource());
            assertEquals(dc.shipsRules(), !dc.builtinRules().rules().isEmpty(), dc.toString());
        }
    }
}
