package io.mpj.coll;

import io.mpj.coll.algo.HierarchicalAllreduce;
import io.mpj.coll.algo.HierarchicalBcast;
import io.mpj.coll.algo.HierarchicalReduce;
import io.mpj.coll.op.PredefinedOp;
import io.mpj.coll.select.Catalogue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static io.mpj.coll.CatalogueTest.buf;
import static io.mpj.coll.CatalogueTest.input;
import static io.mpj.coll.CatalogueTest.onRanks;
import static io.mpj.coll.CatalogueTest.sumOver;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The node-aware Bcast, Reduce and Allreduce with every flat algorithm of their primitive as the
 * leaders' phase (as {@link LeaderChoice} may pick it), on hosts of two ranks (p = 6: 3 hosts;
 * p = 7: 4 hosts, the last with one rank) and of one (p = 8: 8 leaders, nothing within a host).
 */
class HierarchicalLevelsTest {
    static Stream<Arguments> cases(Primitive prim) {
        return Catalogue.names(prim).stream().filter(n -> !n.equals("hierarchical"))
                .flatMap(n -> Stream.of(6, 7, 8).map(p -> Arguments.of(n, p)));
    }

    /** Always {@code name}, and remembers that the leaders asked (with the right primitive and count). */
    static LeaderChoice only(Primitive prim, String name, int hosts, Set<String> asked) {
        return (p, leaders, bytes) -> {
            assertEquals(prim, p);
            assertEquals(hosts, leaders, "one leader per host");
            asked.add(name + "/" + bytes);
            return Catalogue.find(p, name);
        };
    }

    static int hosts(int p) {
        return p % 3 == 0 ? 3 : p % 3 == 1 ? (p + 1) / 2 : p; // CatalogueTest's placement
    }

    static Stream<Arguments> bcastCases() {
        return cases(Primitive.BCAST);
    }

    @ParameterizedTest(name = "leaders {0} p={1}")
    @MethodSource("bcastCases")
    void bcast(String name, int p) throws Exception {
        Set<String> asked = ConcurrentHashMap.newKeySet();
        Algorithms.Bcast a = new HierarchicalBcast(only(Primitive.BCAST, name, hosts(p), asked));
        int n = 1001;
        onRanks(Primitive.BCAST, p, peers -> {
            for (int root : new int[] {0, p - 1, p / 2}) {
                int[] b = peers.rank() == root ? input(root, n) : new int[n];
                a.bcast(peers, buf(b), root);
                assertArrayEquals(input(root, n), b, "root " + root);
            }
        });
        assertEquals(Set.of(name + "/" + 4L * n), asked);
    }

    /**
     * Leaders that chain in segments: one pipeline through the leaders and on to their hosts' ranks
     * (fan-out 1), or the two phases one after the other (fan-out 2); ranks grouped by host (p = 7),
     * dealt round-robin (p = 6, 9) and alone on their hosts (p = 8); many segments, a last short one.
     */
    @ParameterizedTest(name = "chain of 256 B segments, fan-out {0}, p={1}")
    @MethodSource("pipelineCases")
    void bcastPipelinedThroughTheLeaders(int fanout, int p) throws Exception {
        Algorithms.Algorithm chain = Catalogue.configure(Primitive.BCAST, "chain", new Parameters(256, fanout));
        Algorithms.Bcast a = new HierarchicalBcast((prim, leaders, bytes) -> chain);
        int n = 1001;
        onRanks(Primitive.BCAST, p, peers -> {
            for (int root = 0; root < p; root++) {
                int[] b = peers.rank() == root ? input(root, n) : new int[n];
                a.bcast(peers, buf(b), root);
                assertArrayEquals(input(root, n), b, "root " + root);
            }
        });
    }

    static Stream<Arguments> pipelineCases() {
        return Stream.of(1, 2).flatMap(f -> Stream.of(6, 7, 8, 9).map(p -> Arguments.of(f, p)));
    }

    static Stream<Arguments> reduceCases() {
        return cases(Primitive.REDUCE);
    }

    @ParameterizedTest(name = "leaders {0} p={1}")
    @MethodSource("reduceCases")
    void reduce(String name, int p) throws Exception {
        Set<String> asked = ConcurrentHashMap.newKeySet();
        Algorithms.Reduce a = new HierarchicalReduce(only(Primitive.REDUCE, name, hosts(p), asked));
        int n = 1001;
        onRanks(Primitive.REDUCE, p, peers -> {
            for (int root : new int[] {0, p - 1, p / 2}) {
                int[] send = input(peers.rank(), n);
                int[] out = new int[n];
                a.reduce(peers, buf(send), buf(out), PredefinedOp.SUM, root);
                assertArrayEquals(input(peers.rank(), n), send, "the send buffer is left alone");
                if (peers.rank() == root) assertArrayEquals(sumOver(0, p, n), out, "root " + root);
            }
        });
        assertEquals(Set.of(name + "/" + 4L * n), asked);
    }

    static Stream<Arguments> allreduceCases() {
        return cases(Primitive.ALLREDUCE);
    }

    @ParameterizedTest(name = "leaders {0} p={1}")
    @MethodSource("allreduceCases")
    void allreduce(String name, int p) throws Exception {
        Set<String> asked = ConcurrentHashMap.newKeySet();
        Algorithms.Allreduce a = new HierarchicalAllreduce(only(Primitive.ALLREDUCE, name, hosts(p), asked));
        int n = 1001;
        onRanks(Primitive.ALLREDUCE, p, peers -> {
            int[] inout = input(peers.rank(), n);
            a.allreduce(peers, buf(inout), buf(inout), PredefinedOp.SUM);
            assertArrayEquals(sumOver(0, p, n), inout);
            int[] send = input(peers.rank(), n);
            int[] out = new int[n];
            a.allreduce(peers, buf(send), buf(out), PredefinedOp.SUM);
            assertArrayEquals(sumOver(0, p, n), out);
            assertArrayEquals(input(peers.rank(), n), send, "the send buffer is left alone");
        });
        assertEquals(Set.of(name + "/" + 4L * n), asked);
    }
}
