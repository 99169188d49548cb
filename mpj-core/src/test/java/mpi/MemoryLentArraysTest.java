package mpi;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Primitive;
import io.mpj.coll.algo.LentReduction;
import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ranks that are threads of one JVM lend each other their arrays for an Allreduce and a Reduce (the
 * shared-memory algorithms on one heap, the defaults there): results around the size where lending
 * starts and where the shares split, every root, operators on pairs, in place, calls that disagree, and
 * a rank that reuses its arrays the moment its call returns.
 */
class MemoryLentArraysTest {
    private static final int LEND = (int) LentReduction.LEND_BYTES / 8; // doubles

    @Test
    void threadsOfOneJvmChooseTheSharedMemoryAllreduceAtEverySizeAndReduceFromTheLendingSize() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 2, w -> {
            assertTrue(w.impl.collectives().sharesHeap());
            for (long bytes : new long[] {8, 16 << 10, 1 << 20, 64 << 20}) {
                Algorithms.Algorithm a = w.impl.selection().select(Primitive.ALLREDUCE, bytes, true);
                assertEquals("shared_memory", a.name(), bytes + " B");
                Algorithms.Algorithm r = w.impl.selection().select(Primitive.REDUCE, bytes, true);
                assertEquals(bytes >= LentReduction.LEND_BYTES ? "shared_memory" : "binomial", r.name(), "Reduce " + bytes + " B");
            }
        });
    }

    @Test
    void everySizeAroundTheThresholdAndTheShares() throws Exception {
        int[] counts = {1, LEND - 1, LEND, LEND + 1, 3 * LEND + 2, 100_003};
        for (int p = 1; p <= 4; p++) {
            int procs = p;
            TestJob.run(TestJob.IN_MEMORY, procs, w -> {
                int r = w.Rank();
                for (int n : counts) {
                    double[] mine = new double[n + 3];
                    for (int i = 0; i < n; i++) mine[3 + i] = r * 1000.0 + i;
                    double[] sum = new double[n + 5];
                    sum[4] = -1;
                    w.Allreduce(mine, 3, sum, 5, n, MPI.DOUBLE, MPI.SUM);
                    assertEquals(-1, sum[4], "the element before the result is untouched");
                    for (int i = 0; i < n; i++) assertEquals(procs * (procs - 1) / 2 * 1000.0 + procs * i, sum[5 + i], "n=" + n + " i=" + i);
                    double[] inPlace = mine.clone();
                    w.Allreduce(inPlace, 3, inPlace, 3, n, MPI.DOUBLE, MPI.MAX);
                    for (int i = 0; i < n; i++) assertEquals((procs - 1) * 1000.0 + i, inPlace[3 + i], "in place n=" + n + " i=" + i);
                    long[] longs = new long[n];
                    Arrays.fill(longs, r + 1);
                    w.Allreduce(longs, 0, longs, 0, n, MPI.LONG, MPI.PROD);
                    long fact = 1;
                    for (int q = 1; q <= procs; q++) fact *= q;
                    for (int i = 0; i < n; i++) assertEquals(fact, longs[i], "PROD n=" + n);
                }
            });
        }
    }

    @Test
    void aReduceLendsToTheRootAtEveryRootAndInPlace() throws Exception {
        Config reduce = Config.fromSystem().with("mpj.coll.reduce", "shared_memory");
        for (int p = 1; p <= 4; p++) {
            int procs = p;
            TestJob.run(TestJob.IN_MEMORY, procs, reduce, 60, w -> {
                int r = w.Rank();
                for (int n : new int[] {LEND - 1, LEND, 3 * LEND + 2, 100_003}) {
                    for (int root = 0; root < procs; root++) {
                        double[] mine = new double[n];
                        for (int i = 0; i < n; i++) mine[i] = r * 1000.0 + i;
                        double[] sum = new double[n];
                        w.Reduce(mine, 0, sum, 0, n, MPI.DOUBLE, MPI.SUM, root);
                        for (int i = 0; i < n; i++) {
                            assertEquals(r == root ? procs * (procs - 1) / 2 * 1000.0 + procs * i : 0.0, sum[i], "n=" + n + " root " + root);
                            assertEquals(r * 1000.0 + i, mine[i], "a send array is read only");
                        }
                        w.Reduce(mine, 0, mine, 0, n, MPI.DOUBLE, MPI.MIN, root); // in place at the root
                        for (int i = 0; i < n; i++) assertEquals(r == root ? i : r * 1000.0 + i, mine[i], "in place n=" + n + " root " + root);
                    }
                }
            });
        }
    }

    @Test
    void aStridedDatatypeLendsItsPackedElementsAndKeepsTheGaps() throws Exception {
        int n = 3 * LEND; // every other element of 2n
        TestJob.run(TestJob.IN_MEMORY, 3, w -> {
            int r = w.Rank();
            Datatype everyOther = Datatype.Vector(n, 1, 2, MPI.DOUBLE);
            everyOther.Commit();
            double[] v = new double[2 * n];
            for (int i = 0; i < 2 * n; i++) v[i] = i % 2 == 0 ? r + i : -1;
            w.Allreduce(v, 0, v, 0, 1, everyOther, MPI.SUM);
            for (int i = 0; i < 2 * n; i++) assertEquals(i % 2 == 0 ? 3.0 * i + 3 : -1, v[i], "element " + i);
        });
    }

    @Test
    void subCommunicatorsLendWithinThemselves() throws Exception {
        int n = 10_000;
        TestJob.run(TestJob.IN_MEMORY, 4, w -> {
            int r = w.Rank();
            Intracomm half = w.Split(r % 2, r); // {0, 2} and {1, 3}, at the same time
            assertTrue(half.impl.collectives().sharesHeap());
            for (int call = 0; call < 20; call++) {
                double[] v = new double[n];
                Arrays.fill(v, r + call);
                half.Allreduce(v, 0, v, 0, n, MPI.DOUBLE, MPI.SUM);
                double expected = r % 2 == 0 ? 2 + 2 * call : 4 + 2 * call;
                for (int i = 0; i < n; i++) assertEquals(expected, v[i], "call " + call + " on rank " + r);
                double[] whole = new double[n];
                w.Reduce(v, 0, whole, 0, n, MPI.DOUBLE, MPI.SUM, call % 4);
                if (r == call % 4) assertEquals(12 + 8.0 * call, whole[n - 1], "call " + call); // twice each half's sum
            }
        });
    }

    @Test
    void pairsAreSplitWholeBetweenTheShares() throws Exception {
        for (int pairs : new int[] {LEND / 2 + 1, 1001, 4099}) {
            TestJob.run(TestJob.IN_MEMORY, 3, w -> {
                int r = w.Rank(), size = w.Size();
                double[] v = new double[2 * pairs];
                for (int k = 0; k < pairs; k++) {
                    v[2 * k] = (r + k) % size; // each rank's value differs: one maximum per pair
                    v[2 * k + 1] = r;
                }
                w.Allreduce(v, 0, v, 0, pairs, MPI.DOUBLE2, MPI.MAXLOC);
                for (int k = 0; k < pairs; k++) {
                    assertEquals(size - 1, v[2 * k], "value of pair " + k);
                    assertEquals(((size - 1 - k) % size + size) % size, v[2 * k + 1], "index of pair " + k + " of " + pairs);
                }
            });
        }
    }

    @Test
    void aNonCommutativeUserOperatorStillCombinesInRankOrder() throws Exception {
        for (int pairs : new int[] {1000, 5000}) { // within a round of the slots, and by messages
            nonCommutative(pairs);
        }
    }

    private static void nonCommutative(int pairs) throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 4, w -> {
            int r = w.Rank();
            int[] v = new int[2 * pairs];
            for (int k = 0; k < pairs; k++) {
                v[2 * k] = r + 2;
                v[2 * k + 1] = r * 3 + 1;
            }
            int[] red = v.clone();
            Op compose = new Op(new CollectivesContract.Compose(), false);
            w.Allreduce(v, 0, v, 0, pairs, MPI.INT2, compose);
            w.Reduce(red, 0, red, 0, pairs, MPI.INT2, compose, 2); // the default Reduce in one heap from 4 KiB: shared memory
            int[] ab = CollectivesContract.Compose.ofRanks(4);
            int a = ab[0], b = ab[1];
            for (int k = 0; k < pairs; k++) {
                assertEquals(a, v[2 * k]);
                assertEquals(b, v[2 * k + 1], "pair " + k);
                if (r == 2) assertEquals(b, red[2 * k + 1], "Reduce pair " + k);
            }
        });
    }

    @Test
    void ranksThatGiveOtherCountsAllFailTouchingNoArrayAndCarryOn() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 3, w -> {
            int r = w.Rank();
            int n = r == 2 ? 2 * LEND : LEND;
            double[] v = new double[2 * LEND];
            double[] out = new double[2 * LEND];
            Arrays.fill(v, r + 1);
            MPIException e = assertThrows(MPIException.class,
                    () -> w.Allreduce(v, 0, out, 0, n, MPI.DOUBLE, MPI.SUM));
            assertTrue(e.getErrorClass() == MPI.ERR_COUNT || e.getErrorClass() == MPI.ERR_TRUNCATE, e.getMessage());
            assertTrue(e.getMessage().startsWith("Allreduce"), e.getMessage());
            for (int i = 0; i < out.length; i++) assertEquals(0.0, out[i], "no rank wrote into a failed call's result");
            w.Allreduce(v, 0, out, 0, LEND, MPI.DOUBLE, MPI.SUM); // the next call, the same on every rank
            for (int i = 0; i < LEND; i++) assertEquals(6.0, out[i]);
        });
    }

    /** A rank that overwrites its arrays as soon as its call returns: no other rank may still be using them. */
    @Test
    void aRankReusingItsArraysAtOnceNeverReachesAnotherRanksResult() throws Exception {
        int n = 10_000;
        TestJob.run(TestJob.IN_MEMORY, 3, w -> {
            int r = w.Rank(), size = w.Size();
            double[] v = new double[n];
            double[] out = new double[n];
            for (int call = 0; call < 300; call++) {
                for (int i = 0; i < n; i++) v[i] = call + r + i;
                w.Allreduce(v, 0, v, 0, n, MPI.DOUBLE, MPI.SUM);
                for (int i = 0; i < n; i++) assertEquals(size * (call + i) + 3.0, v[i], "call " + call + " i=" + i);
                Arrays.fill(v, Double.NaN); // a rank still reading this would get NaN
                for (int i = 0; i < n; i++) v[i] = r;
                w.Allreduce(v, 0, out, 0, n, MPI.DOUBLE, MPI.SUM);
                Arrays.fill(v, Double.NaN);
                for (int i = 0; i < n; i++) assertEquals(3.0, out[i], "call " + call + " i=" + i);
                Arrays.fill(out, Double.NaN); // nor may anyone still write into it
            }
        });
    }
}
