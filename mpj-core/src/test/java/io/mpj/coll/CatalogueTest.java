package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.algo.Commutative;
import io.mpj.coll.op.PredefinedOp;
import io.mpj.coll.select.Catalogue;
import mpi.TestJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntUnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every algorithm of the catalogue against a sequential reference, p = 1..9 ranks as threads over
 * the in-memory transport, counts 0, 1, odd and larger, non-zero roots, uneven blocks, and (where the
 * algorithm keeps rank order) a non-commutative operator. The ranks count as placed on hosts in a
 * pattern that changes with p (round-robin over 3 hosts, 2 per host in rank order, one per host), so
 * that the node-aware algorithms meet hosts of every shape.
 */
class CatalogueTest {
    private static final int[] COUNTS = {0, 1, 7, 1000};

    interface RankBody {
        void run(Peers peers) throws Exception;
    }

    static void onRanks(Primitive prim, int p, RankBody body) throws Exception {
        IntUnaryOperator host = switch (p % 3) {
            case 0 -> r -> r % 3;
            case 1 -> r -> r / 2;
            default -> r -> r;
        };
        TestJob.run(TestJob.inMemoryOnHosts(host), p, w -> body.run(TestJob.communicator(w).collectives().peers(prim, -1)));
    }

    static Stream<Arguments> cases(Primitive prim) {
        List<Arguments> out = new ArrayList<>();
        for (String name : Catalogue.names(prim)) {
            for (int p = 1; p <= 9; p++) for (int c : COUNTS) out.add(Arguments.of(name, p, c));
        }
        return out.stream();
    }

    static int val(int rank, int i) {
        return rank * 1000 + i * 7 + 1;
    }

    static int[] input(int rank, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = val(rank, i);
        return a;
    }

    static Buf buf(int[] a) {
        return new Buf(a, 0, a.length, BaseType.INT);
    }

    static int[] uneven(int p, int c) {
        int[] counts = new int[p];
        for (int r = 0; r < p; r++) counts[r] = c == 0 ? 0 : c + r % 3;
        return counts;
    }

    @SuppressWarnings("unchecked")
    static <A> A algo(Primitive p, String name) {
        return (A) Catalogue.find(p, name);
    }

    static boolean keepsOrder(Primitive prim, String name) {
        return !(Catalogue.find(prim, name) instanceof Commutative);
    }

    // ------------------------------------------------------------------ barrier

    @ParameterizedTest(name = "{0} p={1}")
    @MethodSource("barrierCases")
    void barrier(String name, int p) throws Exception {
        Algorithms.Barrier a = algo(Primitive.BARRIER, name);
        AtomicInteger[] arrived = {new AtomicInteger(), new AtomicInteger(), new AtomicInteger()};
        onRanks(Primitive.BARRIER, p, peers -> {
            for (AtomicInteger round : arrived) {
                round.incrementAndGet();
                a.barrier(peers);
                assertEquals(p, round.get(), "a rank left the barrier before all arrived");
            }
        });
    }

    static Stream<Arguments> barrierCases() {
        return Catalogue.names(Primitive.BARRIER).stream().flatMap(n -> Stream.of(1, 2, 3, 4, 5, 8, 9).map(p -> Arguments.of(n, p)));
    }

    // ------------------------------------------------------------------ bcast

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("bcastCases")
    void bcast(String name, int p, int c) throws Exception {
        Algorithms.Bcast a = algo(Primitive.BCAST, name);
        onRanks(Primitive.BCAST, p, peers -> {
            for (int root : new int[] {0, p - 1, p / 2}) {
                int[] b = peers.rank() == root ? input(root, c + 2) : new int[c + 2];
                a.bcast(peers, new Buf(b, 1, c, BaseType.INT), root);
                int[] want = input(root, c + 2);
                if (peers.rank() != root) {
                    want[0] = 0;
                    want[c + 1] = 0;
                }
                assertArrayEquals(want, b, "root " + root);
            }
        });
    }

    static Stream<Arguments> bcastCases() {
        return cases(Primitive.BCAST);
    }

    /** The chain with tuning-rule parameters: small segments and one to four chains, every root, p up to 9. */
    @ParameterizedTest(name = "p={0} fanout={1}")
    @MethodSource("chainCases")
    void chainWithSegmentsAndFanout(int p, int fanout) throws Exception {
        Algorithms.Bcast a = (Algorithms.Bcast) Catalogue.configure(Primitive.BCAST, "chain", new Parameters(24, fanout));
        onRanks(Primitive.BCAST, p, peers -> {
            for (int root : new int[] {0, p - 1, p / 2}) {
                int[] b = peers.rank() == root ? input(root, 101) : new int[101];
                a.bcast(peers, new Buf(b, 0, 101, BaseType.INT), root); // 24-byte segments: 6 ints each, 17 segments
                assertArrayEquals(input(root, 101), b, "root " + root);
            }
        });
    }

    static Stream<Arguments> chainCases() {
        List<Arguments> l = new ArrayList<>();
        for (int p = 1; p <= 9; p++) for (int fanout : new int[] {1, 2, 4}) l.add(Arguments.of(p, fanout));
        return l.stream();
    }

    @Test
    void anAlgorithmWithoutParametersRefusesThem() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Catalogue.configure(Primitive.BCAST, "binomial", new Parameters(0, 2)));
        assertTrue(e.getMessage().contains("algorithm binomial takes no parameters (got fanout=2)"), e.getMessage());
    }

    @Test
    void everyCollectiveTagIsDistinct() throws Exception {
        Set<Integer> seen = new HashSet<>();
        for (Field f : CollectiveTags.class.getFields()) assertTrue(seen.add(f.getInt(null)), f.getName());
        assertTrue(seen.size() > 30);
    }

    // ------------------------------------------------------------------ reductions

    static int[] sumOver(int from, int to, int n) {
        int[] s = new int[n];
        for (int r = from; r < to; r++) for (int i = 0; i < n; i++) s[i] += val(r, i);
        return s;
    }

    /** Rank-order fold of the pairs of ranks from .. to - 1. */
    static int[] composeOver(int from, int to, int n) {
        int[] acc = input(from, n);
        for (int r = from + 1; r < to; r++) {
            int[] x = input(r, n);
            for (int k = 0; k + 1 < n; k += 2) Compose.fold(acc, x, k);
        }
        return acc;
    }

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("reduceCases")
    void reduce(String name, int p, int c) throws Exception {
        Algorithms.Reduce a = algo(Primitive.REDUCE, name);
        onRanks(Primitive.REDUCE, p, peers -> {
            for (int root : new int[] {0, p - 1}) {
                int[] out = new int[c];
                a.reduce(peers, buf(input(peers.rank(), c)), buf(out), PredefinedOp.SUM, root);
                if (peers.rank() == root) assertArrayEquals(sumOver(0, p, c), out, "SUM at root " + root);
                if (keepsOrder(Primitive.REDUCE, name) && c % 2 == 0) {
                    int[] o2 = new int[c];
                    a.reduce(peers, buf(input(peers.rank(), c)), buf(o2), Compose.OP, root);
                    if (peers.rank() == root) assertArrayEquals(composeOver(0, p, c), o2, "rank order at root " + root);
                }
            }
        });
    }

    static Stream<Arguments> reduceCases() {
        return cases(Primitive.REDUCE);
    }

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("allreduceCases")
    void allreduce(String name, int p, int c) throws Exception {
        Algorithms.Allreduce a = algo(Primitive.ALLREDUCE, name);
        onRanks(Primitive.ALLREDUCE, p, peers -> {
            int[] inout = input(peers.rank(), c);
            a.allreduce(peers, buf(inout), buf(inout), PredefinedOp.SUM); // in place, as JGF does
            assertArrayEquals(sumOver(0, p, c), inout);
            int[] in = input(peers.rank(), c);
            int[] sum = new int[c];
            a.allreduce(peers, buf(in), buf(sum), PredefinedOp.SUM);
            assertArrayEquals(sumOver(0, p, c), sum, "separate buffers");
            assertArrayEquals(input(peers.rank(), c), in, "send buffer untouched");
            if (keepsOrder(Primitive.ALLREDUCE, name) && c % 2 == 0) {
                int[] out = new int[c];
                a.allreduce(peers, buf(in), buf(out), Compose.OP);
                assertArrayEquals(composeOver(0, p, c), out, "rank order");
                assertArrayEquals(input(peers.rank(), c), in, "send buffer untouched (rank order)");
            }
        });
    }

    static Stream<Arguments> allreduceCases() {
        return cases(Primitive.ALLREDUCE);
    }

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("scanCases")
    void scan(String name, int p, int c) throws Exception {
        Algorithms.Scan a = algo(Primitive.SCAN, name);
        onRanks(Primitive.SCAN, p, peers -> {
            int r = peers.rank();
            int[] out = new int[c];
            a.scan(peers, buf(input(r, c)), buf(out), PredefinedOp.SUM);
            assertArrayEquals(sumOver(0, r + 1, c), out);
            if (c % 2 == 0) {
                a.scan(peers, buf(input(r, c)), buf(out), Compose.OP);
                assertArrayEquals(composeOver(0, r + 1, c), out, "rank order");
            }
        });
    }

    static Stream<Arguments> scanCases() {
        return cases(Primitive.SCAN);
    }

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("reduceScatterCases")
    void reduceScatter(String name, int p, int c) throws Exception {
        Algorithms.ReduceScatter a = algo(Primitive.REDUCE_SCATTER, name);
        onRanks(Primitive.REDUCE_SCATTER, p, peers -> {
            int[] counts = uneven(p, c);
            Blocks blocks = Blocks.packed(counts);
            int total = blocks.sum(0, p);
            int r = peers.rank();
            int[] out = new int[counts[r]];
            a.reduceScatter(peers, buf(input(r, total)), buf(out), counts, PredefinedOp.SUM);
            int[] all = sumOver(0, p, total);
            assertArrayEquals(Arrays.copyOfRange(all, blocks.displs()[r], blocks.displs()[r] + counts[r]), out);
        });
    }

    static Stream<Arguments> reduceScatterCases() {
        return cases(Primitive.REDUCE_SCATTER);
    }

    // ------------------------------------------------------------------ data movement

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("gatherCases")
    void gather(String name, int p, int c) throws Exception {
        Algorithms.Gather a = algo(Primitive.GATHER, name);
        onRanks(Primitive.GATHER, p, peers -> {
            for (int[] counts : new int[][] {Blocks.uniform(p, c).counts(), uneven(p, c)}) {
                Blocks blocks = Blocks.packed(counts);
                for (int root : new int[] {0, p - 1}) {
                    int r = peers.rank();
                    int[] out = new int[blocks.sum(0, p)];
                    a.gather(peers, buf(input(r, counts[r])), buf(out), blocks, root);
                    if (r == root) {
                        for (int q = 0; q < p; q++) {
                            int[] got = Arrays.copyOfRange(out, blocks.displs()[q], blocks.displs()[q] + counts[q]);
                            assertArrayEquals(input(q, counts[q]), got, "block of rank " + q + " at root " + root);
                        }
                    }
                }
            }
        });
    }

    static Stream<Arguments> gatherCases() {
        return cases(Primitive.GATHER);
    }

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("scatterCases")
    void scatter(String name, int p, int c) throws Exception {
        Algorithms.Scatter a = algo(Primitive.SCATTER, name);
        onRanks(Primitive.SCATTER, p, peers -> {
            for (int[] counts : new int[][] {Blocks.uniform(p, c).counts(), uneven(p, c)}) {
                Blocks blocks = Blocks.packed(counts);
                for (int root : new int[] {0, p - 1}) {
                    int r = peers.rank();
                    int[] all = input(root, blocks.sum(0, p));
                    int[] out = new int[counts[r]];
                    a.scatter(peers, buf(r == root ? all : new int[0]), blocks, buf(out), root);
                    assertArrayEquals(Arrays.copyOfRange(all, blocks.displs()[r], blocks.displs()[r] + counts[r]), out);
                }
            }
        });
    }

    static Stream<Arguments> scatterCases() {
        return cases(Primitive.SCATTER);
    }

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("allgatherCases")
    void allgather(String name, int p, int c) throws Exception {
        Algorithms.Allgather a = algo(Primitive.ALLGATHER, name);
        onRanks(Primitive.ALLGATHER, p, peers -> {
            for (int[] counts : new int[][] {Blocks.uniform(p, c).counts(), uneven(p, c)}) {
                Blocks blocks = Blocks.packed(counts);
                int r = peers.rank();
                int[] out = new int[blocks.sum(0, p)];
                a.allgather(peers, buf(input(r, counts[r])), buf(out), blocks);
                for (int q = 0; q < p; q++) {
                    int[] got = Arrays.copyOfRange(out, blocks.displs()[q], blocks.displs()[q] + counts[q]);
                    assertArrayEquals(input(q, counts[q]), got, "block of rank " + q);
                }
            }
        });
    }

    static Stream<Arguments> allgatherCases() {
        return cases(Primitive.ALLGATHER);
    }

    @ParameterizedTest(name = "{0} p={1} n={2}")
    @MethodSource("alltoallCases")
    void alltoall(String name, int p, int c) throws Exception {
        Algorithms.Alltoall a = algo(Primitive.ALLTOALL, name);
        onRanks(Primitive.ALLTOALL, p, peers -> {
            int r = peers.rank();
            for (boolean even : new boolean[] {true, false}) {
                // rank r sends (r + j) % 3 + c elements to rank j (or c when even)
                int[] sc = new int[p];
                int[] rc = new int[p];
                for (int j = 0; j < p; j++) {
                    sc[j] = even || c == 0 ? c : c + (r + j) % 3;
                    rc[j] = even || c == 0 ? c : c + (j + r) % 3;
                }
                Blocks sb = Blocks.packed(sc);
                Blocks rb = Blocks.packed(rc);
                int[] send = input(r, sb.sum(0, p));
                int[] out = new int[rb.sum(0, p)];
                a.alltoall(peers, buf(send), sb, buf(out), rb);
                for (int j = 0; j < p; j++) {
                    // rank j's block for r starts at its displacement for r, computed the same way
                    int[] theirCounts = new int[p];
                    for (int k = 0; k < p; k++) theirCounts[k] = even || c == 0 ? c : c + (j + k) % 3;
                    int from = Blocks.packed(theirCounts).displs()[r];
                    int[] want = Arrays.copyOfRange(input(j, Blocks.packed(theirCounts).sum(0, p)), from, from + rc[j]);
                    assertArrayEquals(want, Arrays.copyOfRange(out, rb.displs()[j], rb.displs()[j] + rc[j]), "from rank " + j);
                }
            }
        });
    }

    static Stream<Arguments> alltoallCases() {
        return cases(Primitive.ALLTOALL);
    }

    @Test
    void everyPrimitiveHasSeveralAlgorithms() {
        for (Primitive p : Primitive.values()) {
            assertEquals(true, Catalogue.names(p).size() >= 2, p + ": " + Catalogue.names(p));
        }
        assertEquals(38, Arrays.stream(Primitive.values()).mapToInt(p -> Catalogue.names(p).size()).sum());
        for (Primitive p : new Primitive[] {Primitive.BCAST, Primitive.REDUCE, Primitive.ALLREDUCE, Primitive.BARRIER, Primitive.ALLGATHER}) {
            assertTrue(Catalogue.names(p).contains("hierarchical"), p + " has a node-aware variant");
        }
        for (Primitive p : new Primitive[] {Primitive.BCAST, Primitive.REDUCE, Primitive.ALLREDUCE, Primitive.BARRIER}) {
            assertTrue(Catalogue.names(p).contains("shared_memory"), p + " has a shared-memory variant");
        }
    }

    /** 1 Mi doubles through every algorithm of the data-moving and reducing primitives, p = 4. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyAlgorithm")
    void oneMebiDoubleThroughEveryAlgorithm(Primitive prim, String name) throws Exception {
        int n = 1 << 20;
        int p = 4;
        onRanks(prim, p, peers -> {
            int r = peers.rank();
            double[] mine = new double[n];
            for (int i = 0; i < n; i++) mine[i] = r + i * 0.5;
            Buf in = new Buf(mine, 0, n, BaseType.DOUBLE);
            double[] out = new double[n];
            Buf o = new Buf(out, 0, n, BaseType.DOUBLE);
            Blocks quarters = Blocks.uniform(p, n / p);
            int q = n / p;
            switch (prim) {
                case BCAST -> {
                    Buf b = r == 2 ? in : o;
                    ((Algorithms.Bcast) Catalogue.find(prim, name)).bcast(peers, b, 2);
                    for (int i = 0; i < n; i += 4099) assertEquals(2 + i * 0.5, ((double[]) b.array())[i]);
                }
                case REDUCE -> {
                    ((Algorithms.Reduce) Catalogue.find(prim, name)).reduce(peers, in, o, PredefinedOp.SUM, 1);
                    if (r == 1) for (int i = 0; i < n; i += 4099) assertEquals(6 + 4 * i * 0.5, out[i]);
                }
                case ALLREDUCE -> {
                    ((Algorithms.Allreduce) Catalogue.find(prim, name)).allreduce(peers, in, o, PredefinedOp.SUM);
                    for (int i = 0; i < n; i += 4099) assertEquals(6 + 4 * i * 0.5, out[i]);
                }
                case SCAN -> {
                    ((Algorithms.Scan) Catalogue.find(prim, name)).scan(peers, in, o, PredefinedOp.SUM);
                    for (int i = 0; i < n; i += 4099) assertEquals(r * (r + 1) / 2 + (r + 1) * i * 0.5, out[i]);
                }
                case REDUCE_SCATTER -> {
                    double[] part = new double[q];
                    ((Algorithms.ReduceScatter) Catalogue.find(prim, name)).reduceScatter(peers, in,
                            new Buf(part, 0, q, BaseType.DOUBLE), quarters.counts(), PredefinedOp.SUM);
                    for (int i = 0; i < q; i += 4099) assertEquals(6 + 4 * (r * q + i) * 0.5, part[i]);
                }
                case GATHER -> {
                    ((Algorithms.Gather) Catalogue.find(prim, name)).gather(peers, in.withCount(q), o, quarters, 3);
                    if (r == 3) for (int i = 0; i < n; i += 4099) assertEquals(i / q + (i % q) * 0.5, out[i]);
                }
                case SCATTER -> {
                    double[] part = new double[q];
                    ((Algorithms.Scatter) Catalogue.find(prim, name)).scatter(peers, in, quarters, new Buf(part, 0, q, BaseType.DOUBLE), 0);
                    for (int i = 0; i < q; i += 4099) assertEquals((r * q + i) * 0.5, part[i]);
                }
                case ALLGATHER -> {
                    ((Algorithms.Allgather) Catalogue.find(prim, name)).allgather(peers, in.withCount(q), o, quarters);
                    for (int i = 0; i < n; i += 4099) assertEquals(i / q + (i % q) * 0.5, out[i]);
                }
                case ALLTOALL -> {
                    ((Algorithms.Alltoall) Catalogue.find(prim, name)).alltoall(peers, in, quarters, o, quarters);
                    for (int i = 0; i < n; i += 4099) assertEquals(i / q + (r * q + i % q) * 0.5, out[i]);
                }
                default -> throw new IllegalArgumentException(prim.toString());
            }
        });
    }

    static Stream<Arguments> everyAlgorithm() {
        return Arrays.stream(Primitive.values()).filter(p -> p != Primitive.BARRIER)
                .flatMap(p -> Catalogue.names(p).stream().map(n -> Arguments.of(p, n)));
    }

    @Test
    void largeMessagesThroughTheLongMessageAlgorithms() throws Exception {
        int n = 1 << 20; // 1 Mi doubles
        onRanks(Primitive.ALLREDUCE, 4, peers -> {
            double[] d = new double[n];
            for (int i = 0; i < n; i++) d[i] = peers.rank() + i * 0.5;
            Buf b = new Buf(d, 0, n, BaseType.DOUBLE);
            double[] out = new double[n];
            ((Algorithms.Allreduce) Catalogue.find(Primitive.ALLREDUCE, "ring")).allreduce(peers, b, new Buf(out, 0, n, BaseType.DOUBLE), PredefinedOp.SUM);
            for (int i = 0; i < n; i += 4099) assertEquals(6 + 4 * i * 0.5, out[i]);
            double[] x = peers.rank() == 1 ? d.clone() : new double[n];
            ((Algorithms.Bcast) Catalogue.find(Primitive.BCAST, "scatter_allgather")).bcast(peers, new Buf(x, 0, n, BaseType.DOUBLE), 1);
            for (int i = 0; i < n; i += 4099) assertEquals(1 + i * 0.5, x[i]);
            ((Algorithms.Bcast) Catalogue.find(Primitive.BCAST, "chain")).bcast(peers, new Buf(x, 0, n, BaseType.DOUBLE), 1);
            for (int i = 0; i < n; i += 4099) assertEquals(1 + i * 0.5, x[i]);
        });
    }
}
