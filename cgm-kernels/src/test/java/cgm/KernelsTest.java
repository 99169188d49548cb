package cgm;

import mpi.TestJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Each algorithm on p = 1..4 ranks in this JVM, over shared memory (the default device) and over
 * sockets, on small inputs and the edge cases: fewer items than ranks, n not divisible by p,
 * duplicate keys, lists in order, in reverse and at random. Each run checks its own result (Main).
 */
class KernelsTest {
    static final List<TestJob.Jobs> DEVICES = List.of(TestJob.over("shm"), TestJob.over("nio"));
    static final String[][] CASES = {
            {"ListRanking", "-n", "1"}, {"ListRanking", "-n", "3"}, {"ListRanking", "-n", "1001", "--order", "sequential"},
            {"ListRanking", "-n", "1001", "--order", "reverse"}, {"ListRanking", "-n", "5000", "--order", "random", "--seed", "7"},
            {"Sort", "-n", "2"}, {"Sort", "-n", "1001"}, {"Sort", "-n", "5000", "--duplicates"}, {"Sort", "-n", "300", "--duplicates", "--seed", "9"},
            {"ListRanking", "-n", "500", "--warmup", "2"}, {"Sort", "-n", "500", "--warmup", "1"}, {"MatMul", "-n", "20", "--warmup", "1"},
            {"MatMul", "-n", "3"}, {"MatMul", "-n", "37"}, {"MatMul", "-n", "64"}};

    @ParameterizedTest(name = "p={0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void everyKernelValidatesOnEveryDevice(int p) throws Exception {
        for (TestJob.Jobs device : DEVICES) {
            TestJob.run(device, p, world -> {
                for (String[] c : CASES) assertEquals(0, Main.run(world, c), String.join(" ", c) + " at p = " + world.Size());
            });
        }
    }

    /** A matrix whose block no Java array holds is refused up front (it was a NegativeArraySizeException). */
    @Test
    void aMatrixTooLargeForARankIsRefusedWithTheReason() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 2, world -> {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Main.run(world, "MatMul", "-n", "100000"));
            assertEquals("MatMul -n 100000: a rank's block of 50000 rows of 100000 doubles is more than a Java array holds;"
                    + " take a smaller n or more ranks", e.getMessage());
        });
    }

    @Test
    void aNegativeWarmupIsRefused() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 1, world -> assertEquals("--warmup -1: 0 or more runs",
                assertThrows(IllegalArgumentException.class, () -> Main.run(world, "Sort", "-n", "10", "--warmup", "-1")).getMessage()));
    }

    @Test
    void blocksCoverTheItemsOnce() {
        for (int n : new int[] {1, 3, 4, 10, 1001}) {
            for (int p = 1; p <= 7; p++) {
                Block b = new Block(n, p);
                assertEquals(n, b.lo(p));
                for (int r = 0; r < p; r++) {
                    for (long i = b.lo(r); i < b.lo(r + 1); i++) assertEquals(r, b.owner(i), "n=" + n + " p=" + p + " item " + i);
                }
            }
        }
    }

    /** The sort's last step: 1 to 7 sorted runs, some empty, merged into what one sort of them gives. */
    @Test
    void sortedRunsMergeIntoOneSortedArray() {
        Random random = new Random(3);
        for (int runs = 1; runs <= 7; runs++) {
            int[] lengths = new int[runs];
            for (int r = 0; r < runs; r++) lengths[r] = r % 3 == 1 ? 0 : random.nextInt(50);
            long[] a = new long[Arrays.stream(lengths).sum()];
            for (int r = 0, at = 0; r < runs; at += lengths[r], r++) {
                for (int k = at; k < at + lengths[r]; k++) a[k] = random.nextInt(20);
                Arrays.sort(a, at, at + lengths[r]);
            }
            long[] expected = a.clone();
            Arrays.sort(expected);
            assertArrayEquals(expected, SampleSort.merge(a, lengths), runs + " runs");
        }
    }

    /** Distances other than 1 survive the splices: a random list with weights 1..3, against a walk of it. */
    @ParameterizedTest(name = "p={0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void weightedListsRankAsAWalkDoes(int p) throws Exception {
        int n = 3001;
        int[] order = Inputs.listOrder(n, "random", 5);
        long[] expected = new long[n];
        for (int k = n - 2; k >= 0; k--) expected[order[k]] = expected[order[k + 1]] + weight(order[k]);
        TestJob.run(TestJob.IN_MEMORY, p, world -> {
            Block block = new Block(n, world.Size());
            int me = world.Rank(), m = block.size(me);
            int[] position = new int[n];
            for (int k = 0; k < n; k++) position[order[k]] = k;
            long[] succ = new long[m], dist = new long[m];
            for (int i = 0; i < m; i++) {
                int item = (int) block.lo(me) + i, k = position[item];
                succ[i] = k + 1 < n ? order[k + 1] : -1;
                dist[i] = succ[i] >= 0 ? weight(item) : 0;
            }
            long[] ranks = ListRanking.rank(world, block, succ, dist, 11);
            for (int i = 0; i < m; i++) assertEquals(expected[(int) block.lo(me) + i], ranks[i], "item " + (block.lo(me) + i));
        });
    }

    private static long weight(int item) {
        return item % 3 + 1;
    }
}
