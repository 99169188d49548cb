package mpi;

import io.mpj.coll.Primitive;
import io.mpj.coll.select.SelectionLog;
import io.mpj.coll.select.Catalogue;
import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The collective calls of the mpi API through a transport; the catalogue itself is tested below the facade. */
public abstract class CollectivesContract {
    protected abstract TestJob.Jobs jobs();

    /** x -> a x + b as int pairs; lower op higher = lower after higher: associative, not commutative. */
    static final class Compose extends User_function {
        @Override
        public void Call(Object in, int io, Object inout, int ioo, int count, Datatype type) {
            int[] l = (int[]) in;
            int[] h = (int[]) inout;
            for (int k = 0; k < count; k++) {
                int la = l[io + 2 * k], lb = l[io + 2 * k + 1];
                h[ioo + 2 * k + 1] = la * h[ioo + 2 * k + 1] + lb;
                h[ioo + 2 * k] = la * h[ioo + 2 * k];
            }
        }

        /** The pair every rank gets when rank q of {@code procs} gives (q + 2, 3q + 1): rank 0's map applied last. */
        static int[] ofRanks(int procs) {
            int a = 1, b = 0;
            for (int q = procs - 1; q >= 0; q--) { // fold from the highest rank down
                b = (q + 2) * b + q * 3 + 1;
                a = (q + 2) * a;
            }
            return new int[] {a, b};
        }
    }

    @Test
    void everyPredefinedOpOnEveryDatatypeItIsDefinedOn() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int r = w.Rank();
            int n = 5;
            Op[] arith = {MPI.SUM, MPI.PROD, MPI.MAX, MPI.MIN};
            for (Op op : arith) {
                long[] l = new long[n];
                double[] d = new double[n];
                for (int i = 0; i < n; i++) {
                    l[i] = r + i + 1;
                    d[i] = (r + i + 1) * 0.5;
                }
                long[] lr = new long[n];
                double[] dr = new double[n];
                w.Allreduce(l, 0, lr, 0, n, MPI.LONG, op);
                w.Allreduce(d, 0, dr, 0, n, MPI.DOUBLE, op);
                for (int i = 0; i < n; i++) {
                    long a = i + 1, b = i + 2, c = i + 3;
                    long want = op == MPI.SUM ? a + b + c : op == MPI.PROD ? a * b * c : op == MPI.MAX ? c : a;
                    assertEquals(want, lr[i], op + " LONG");
                    assertEquals(want * (op == MPI.PROD ? 0.125 : 0.5), dr[i], 1e-12, op + " DOUBLE");
                }
                // the narrower types wrap like Java arithmetic does
                byte[] b = {(byte) (r + 1)};
                short[] s = {(short) (r + 1)};
                char[] ch = {(char) (r + 1)};
                int[] in = {r + 1};
                float[] f = {r + 1};
                w.Allreduce(b, 0, b, 0, 1, MPI.BYTE, op);
                w.Allreduce(s, 0, s, 0, 1, MPI.SHORT, op);
                w.Allreduce(ch, 0, ch, 0, 1, MPI.CHAR, op);
                w.Allreduce(in, 0, in, 0, 1, MPI.INT, op);
                w.Allreduce(f, 0, f, 0, 1, MPI.FLOAT, op);
                int want = op == MPI.SUM ? 6 : op == MPI.PROD ? 6 : op == MPI.MAX ? 3 : 1;
                assertEquals(want, b[0]);
                assertEquals(want, s[0]);
                assertEquals(want, ch[0]);
                assertEquals(want, in[0]);
                assertEquals(want, f[0]);
            }
            // bitwise on integers, logical on booleans and integers
            int[] bits = {1 << r, r == 1 ? 0 : 5};
            int[] out = new int[2];
            w.Allreduce(bits, 0, out, 0, 1, MPI.INT, MPI.BOR);
            assertEquals(7, out[0]);
            w.Allreduce(bits, 0, out, 0, 1, MPI.INT, MPI.BAND);
            assertEquals(0, out[0]);
            w.Allreduce(bits, 0, out, 0, 1, MPI.INT, MPI.BXOR);
            assertEquals(7, out[0]);
            w.Allreduce(bits, 1, out, 1, 1, MPI.INT, MPI.LAND);
            assertEquals(0, out[1]);
            w.Allreduce(bits, 1, out, 1, 1, MPI.INT, MPI.LOR);
            assertEquals(1, out[1]);
            boolean[] z = {r != 1, r == 1};
            boolean[] zr = new boolean[2];
            w.Allreduce(z, 0, zr, 0, 2, MPI.BOOLEAN, MPI.LAND);
            assertArrayEquals(new boolean[] {false, false}, zr);
            w.Allreduce(z, 0, zr, 0, 2, MPI.BOOLEAN, MPI.LOR);
            assertArrayEquals(new boolean[] {true, true}, zr);
            w.Allreduce(z, 0, zr, 0, 2, MPI.BOOLEAN, MPI.LXOR);
            assertArrayEquals(new boolean[] {false, true}, zr);
            // an op outside its domain is refused before anything is sent
            Errors.expect(MPI.ERR_OP, () -> w.Allreduce(new double[1], 0, new double[1], 0, 1, MPI.DOUBLE, MPI.BAND));
            Errors.expect(MPI.ERR_OP, () -> w.Allreduce(new boolean[1], 0, new boolean[1], 0, 1, MPI.BOOLEAN, MPI.SUM));
            Errors.expect(MPI.ERR_OP, () -> w.Allreduce(new int[2], 0, new int[2], 0, 2, MPI.INT, MPI.MAXLOC));
        });
    }

    @Test
    void maxlocAndMinlocOnPairTypes() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            int r = w.Rank();
            // two (value, index) pairs: a tie between ranks 0 and 2 (the lower index wins), and a plain maximum
            double[] vals = {r % 2 == 0 ? 7.0 : r, r, 10 - r, r};
            double[] out = new double[4];
            w.Allreduce(vals, 0, out, 0, 2, MPI.DOUBLE2, MPI.MAXLOC);
            assertArrayEquals(new double[] {7, 0, 10, 0}, out);
            int[] iv = {r * 3 % 4, r};
            int[] ir = new int[2];
            w.Reduce(iv, 0, ir, 0, 1, MPI.INT2, MPI.MINLOC, 2);
            if (r == 2) assertArrayEquals(new int[] {0, 0}, ir);
        });
    }

    @Test
    void userOpsKeepRankOrderAndRunInPlace() throws Exception {
        TestJob.run(jobs(), 5, w -> {
            int r = w.Rank();
            Op compose = new Op(new Compose(), false);
            int[] mine = {r + 2, r * 3 + 1};
            int[] want = {2, 1}; // fold in rank order: lower after higher
            for (int q = 0; q < 5; q++) {
                int la = want[0], lb = want[1];
                if (q == 0) {
                    want = new int[] {q + 2, q * 3 + 1};
                    continue;
                }
                want = new int[] {la * (q + 2), la * (q * 3 + 1) + lb};
            }
            int[] inout = mine.clone();
            w.Allreduce(inout, 0, inout, 0, 1, MPI.INT2, compose); // same array in and out
            assertArrayEquals(want, inout);
            int[] red = mine.clone();
            w.Reduce(red, 0, red, 0, 1, MPI.INT2, compose, 3);
            if (r == 3) assertArrayEquals(want, red);
            int[] scan = new int[2];
            w.Scan(mine, 0, scan, 0, 1, MPI.INT2, compose);
            if (r == 4) assertArrayEquals(want, scan);
            w.Reduce_local(new int[] {2, 1}, 0, inout, 0, 1, MPI.INT2, compose);
        });
    }

    @Test
    void rootedCollectivesWithOffsetsAndNonZeroRoots() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            int r = w.Rank();
            int root = 2;
            double[] b = new double[6];
            if (r == root) for (int i = 0; i < 6; i++) b[i] = i + 0.5;
            w.Bcast(b, 1, 4, MPI.DOUBLE, root);
            assertArrayEquals(new double[] {r == root ? 0.5 : 0, 1.5, 2.5, 3.5, 4.5, r == root ? 5.5 : 0}, b);
            int[] send = {-1, r * 10, r * 10 + 1};
            int[] all = new int[1 + 2 * 4];
            w.Gather(send, 1, 2, MPI.INT, all, 1, 2, MPI.INT, root);
            if (r == root) assertArrayEquals(new int[] {0, 0, 1, 10, 11, 20, 21, 30, 31}, all);
            int[] part = new int[2];
            w.Scatter(all, 1, 2, MPI.INT, part, 0, 2, MPI.INT, root);
            if (r == root) assertArrayEquals(new int[] {r * 10, r * 10 + 1}, part);
            int[] gathered = new int[8];
            w.Allgather(send, 1, 2, MPI.INT, gathered, 0, 2, MPI.INT);
            assertArrayEquals(new int[] {0, 1, 10, 11, 20, 21, 30, 31}, gathered);
            // a receive count larger than the message: blocks keep the root's stride
            int[] wide = new int[12];
            w.Gather(send, 1, 2, MPI.INT, wide, 0, 3, MPI.INT, 0);
            if (r == 0) assertArrayEquals(new int[] {0, 1, 0, 10, 11, 0, 20, 21, 0, 30, 31, 0}, wide);
        });
    }

    @Test
    void vVariantsWithScatteredDisplacements() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int r = w.Rank();
            int[] counts = {1, 2, 3};
            int[] displs = {7, 0, 3}; // not in rank order, with gaps
            int[] send = new int[r + 1];
            for (int i = 0; i <= r; i++) send[i] = r * 100 + i + 1;
            int[] want = {101, 102, 0, 201, 202, 203, 0, 1, 0}; // rank 0's block sits at 7, gaps stay 0
            int[] recv = new int[9];
            w.Gatherv(send, 0, r + 1, MPI.INT, recv, 0, counts, displs, MPI.INT, 1);
            if (r == 1) assertArrayEquals(want, recv);
            int[] all = new int[9];
            w.Allgatherv(send, 0, r + 1, MPI.INT, all, 0, counts, displs, MPI.INT);
            assertArrayEquals(want, all);
            int[] back = new int[r + 1];
            w.Scatterv(all, 0, counts, displs, MPI.INT, back, 0, r + 1, MPI.INT, 1);
            assertArrayEquals(send, back);
            // alltoallv: rank r sends j + 1 elements to rank j
            int[] sc = {1, 2, 3};
            int[] sd = {0, 1, 3};
            int[] s = new int[6];
            for (int i = 0; i < 6; i++) s[i] = r * 10 + i;
            int[] rc = {r + 1, r + 1, r + 1};
            int[] rd = {0, r + 1, 2 * (r + 1)};
            int[] got = new int[3 * (r + 1)];
            w.Alltoallv(s, 0, sc, sd, MPI.INT, got, 0, rc, rd, MPI.INT);
            for (int j = 0; j < 3; j++) for (int i = 0; i <= r; i++) assertEquals(j * 10 + sd[r] + i, got[rd[j] + i]);
            int[] rs = new int[r + 1];
            w.Reduce_scatter(s, 0, rs, 0, new int[] {1, 2, 3}, MPI.INT, MPI.SUM);
            for (int i = 0; i <= r; i++) assertEquals(30 + 3 * (sd[r] + i), rs[i]);
        });
    }

    @Test
    void everyAlgorithmCanBeForcedByProperty() throws Exception {
        for (Primitive prim : new Primitive[] {Primitive.BCAST, Primitive.ALLREDUCE, Primitive.ALLGATHER, Primitive.ALLTOALL}) {
            for (String name : Catalogue.names(prim)) {
                Config forced = Config.fromSystem().with("mpj.coll." + prim.key(), name).with("mpj.coll.log", "calls");
                List<String> trace;
                try (SelectionLog log = new SelectionLog()) {
                    TestJob.run(jobs(), 3, forced, 60, w -> {
                        int[] v = {w.Rank() + 1, 2};
                        int[] out = new int[6];
                        w.Bcast(v, 0, 2, MPI.INT, 1);
                        w.Allreduce(v, 0, out, 0, 2, MPI.INT, MPI.SUM);
                        assertArrayEquals(new int[] {6, 6}, new int[] {out[0], out[1]});
                        w.Allgather(v, 0, 2, MPI.INT, out, 0, 2, MPI.INT);
                        assertArrayEquals(new int[] {2, 2, 2, 2, 2, 2}, out);
                        w.Alltoall(new int[] {1, 2, 3}, 0, 1, MPI.INT, out, 0, 1, MPI.INT);
                        assertEquals(w.Rank() + 1, out[2]);
                    });
                    trace = log.lines();
                }
                assertTrue(trace.stream().anyMatch(t -> t.startsWith(prim.key() + " p=3") && t.contains("-> " + name + " (explicit")),
                        prim + " " + name + ": " + trace);
            }
        }
    }

    /** A mutable cell, combined in place by {@link AddInPlace}. */
    static final class Cell implements java.io.Serializable {
        long v;

        Cell(long v) {
            this.v = v;
        }
    }

    /** inout += in, mutating the inout objects (what user functions on objects do). */
    static final class AddInPlace extends User_function {
        @Override
        public void Call(Object in, int io, Object inout, int ioo, int count, Datatype type) {
            for (int k = 0; k < count; k++) ((Cell) ((Object[]) inout)[ioo + k]).v += ((Cell) ((Object[]) in)[io + k]).v;
        }
    }

    /**
     * A user function that modifies its inout objects must see the library's own copies: the send
     * buffer stays as it was and no partial result is counted twice, with every algorithm of Scan,
     * Reduce and Allreduce, commutative or not, p = 2..5.
     */
    @Test
    void objectReductionsWithAMutatingUserFunctionLeaveTheSendBufferAloneAndCountEachRankOnce() throws Exception {
        List<String> scans = Catalogue.names(Primitive.SCAN), reduces = Catalogue.names(Primitive.REDUCE),
                allreduces = Catalogue.names(Primitive.ALLREDUCE);
        for (int i = 0; i < Math.max(reduces.size(), allreduces.size()); i++) {
            Config forced = Config.fromSystem().with("mpj.object.allow", "mpi.CollectivesContract$Cell")
                    .with("mpj.coll.scan", scans.get(i % scans.size())).with("mpj.coll.reduce", reduces.get(i % reduces.size()))
                    .with("mpj.coll.allreduce", allreduces.get(i % allreduces.size()));
            for (int p = 2; p <= 5; p++) {
                int procs = p;
                TestJob.run(jobs(), p, forced, 60, w -> {
                    int r = w.Rank();
                    for (boolean commutative : new boolean[] {true, false}) {
                        Op add = new Op(new AddInPlace(), commutative);
                        for (int round = 0; round < 2; round++) {
                            Object[] send = {new Cell(r + 1), new Cell(100L * (r + 1))};
                            Object[] out = new Object[2];
                            w.Scan(send, 0, out, 0, 2, MPI.OBJECT, add);
                            assertEquals((long) (r + 1) * (r + 2) / 2, ((Cell) out[0]).v, "Scan");
                            w.Allreduce(send, 0, out, 0, 2, MPI.OBJECT, add);
                            assertEquals(100L * procs * (procs + 1) / 2, ((Cell) out[1]).v, "Allreduce");
                            out = new Object[2];
                            w.Reduce(send, 0, out, 0, 2, MPI.OBJECT, add, procs - 1);
                            if (r == procs - 1) assertEquals((long) procs * (procs + 1) / 2, ((Cell) out[0]).v, "Reduce");
                            assertEquals(r + 1, ((Cell) send[0]).v, "the send buffer is left alone");
                            assertEquals(100L * (r + 1), ((Cell) send[1]).v, "the send buffer is left alone");
                        }
                    }
                });
            }
        }
    }

    @Test
    void aNonCommutativeOpNeverRunsAnOrderBreakingAlgorithm() throws Exception {
        Config forced = Config.fromSystem().with("mpj.coll.allreduce", "ring").with("mpj.coll.log", "calls");
        List<String> trace;
        try (SelectionLog log = new SelectionLog()) {
            TestJob.run(jobs(), 4, forced, 60, w -> {
                int[] v = {w.Rank() + 2, 1};
                w.Allreduce(v, 0, v, 0, 1, MPI.INT2, new Op(new Compose(), false));
                assertEquals(2 * 3 * 4 * 5, v[0]);
            });
            trace = log.lines();
        }
        assertTrue(trace.stream().anyMatch(t -> t.startsWith("allreduce p=")), trace.toString());
        assertTrue(trace.stream().filter(t -> t.startsWith("allreduce p=")).allMatch(
                t -> t.contains("-> recursive_doubling (explicit, but ring needs a commutative operator)")), trace.toString());
    }

    @Test
    void exscanGivesEachRankTheRanksBeforeIt() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            int r = w.Rank();
            int[] out = {-1};
            w.Exscan(new int[] {r + 1}, 0, out, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(r == 0 ? -1 : r * (r + 1) / 2, out[0]);
        });
    }

    @Test
    void aRankWithAnotherRootFailsByDefaultInsteadOfHanging() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int r = w.Rank();
            int[] v = {r == 0 ? 42 : -1};
            if (r == 2) { // waits for rank 1, its parent in a tree rooted at 1; rank 0's message shows the disagreement
                MPIException e = Errors.expect(MPI.ERR_ROOT, () -> w.Bcast(v, 0, 1, MPI.INT, 1));
                assertTrue(e.getMessage().contains("rank 0 made call #1 as Bcast with root 0, this rank as Bcast with root 1"),
                        e.getMessage());
            } else {
                w.Bcast(v, 0, 1, MPI.INT, 0);
                assertEquals(42, v[0]);
            }
            int[] s = {r};
            w.Allreduce(s, 0, s, 0, 1, MPI.INT, MPI.SUM); // nothing of the failed call is left behind
            assertEquals(3, s[0]);
        });
    }

    /**
     * A rank that catches its collective error and carries on does not leave the others waiting: rank
     * 1's Bcast fails on rank 0's Barrier message, and rank 0, waiting in the Barrier for rank 1, is
     * told that rank 1 left the call. The next calls agree again.
     */
    @Test
    void aRankThatLeavesACallAfterAnErrorTellsThoseWaitingForIt() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                MPIException e = Errors.expect(MPI.ERR_OTHER, w::Barrier);
                assertTrue(e.getMessage().contains("rank 1 left this call after an error there"), e.getMessage());
            } else {
                Errors.expect(MPI.ERR_OTHER, () -> w.Bcast(new int[1], 0, 1, MPI.INT, 0));
            }
            int[] s = {w.Rank() + 1};
            w.Allreduce(s, 0, s, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(3, s[0]);
        });
    }

    /** Only the root's arguments are wrong: it fails before sending anything, and the others fail instead of waiting. */
    @Test
    void aRootThatFailsItsArgumentCheckDoesNotLeaveTheOthersWaiting() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int[] mine = new int[1];
            if (w.Rank() == 1) {
                Errors.expect(MPI.ERR_BUFFER, () -> w.Scatter(new int[2], 0, 1, MPI.INT, mine, 0, 1, MPI.INT, 1)); // needs 3
            } else {
                MPIException e = Errors.expect(MPI.ERR_OTHER, () -> w.Scatter(null, 0, 1, MPI.INT, mine, 0, 1, MPI.INT, 1));
                assertTrue(e.getMessage().contains("rank 1 left this call after an error there"), e.getMessage());
            }
            w.Barrier();
            int[] all = {7, 8, 9};
            w.Scatter(all, 0, 1, MPI.INT, mine, 0, 1, MPI.INT, 1);
            assertEquals(7 + w.Rank(), mine[0]);
        });
    }

    /**
     * Runs a job in which the ranks disagree about a collective call; each rank's errors from
     * {@code body} are collected, and every rank must get through {@code body} (no hang). The job
     * itself must then fail too: what the disagreement left unreceived is reported at the latest by
     * MPI.Finalize. Returns "rank:class:message" lines.
     */
    private List<String> disagreeingJob(int p, TestJob.Body body) throws InterruptedException {
        List<String> errors = Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(p);
        AssertionError job = org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class,
                () -> TestJob.run(jobs(), p, Config.fromSystem(), 60, w -> {
                    try {
                        body.run(w);
                    } catch (MPIException e) {
                        errors.add(w.Rank() + ":" + e.getErrorClass() + ":" + e.getMessage());
                    } finally {
                        done.countDown();
                    }
                }));
        assertTrue(job.getMessage().contains("never received"), job.getMessage());
        assertTrue(done.await(30, java.util.concurrent.TimeUnit.SECONDS), "a rank hangs in the disagreeing calls");
        return errors;
    }

    @Test
    void ranksThatEachThinkTheyAreTheRootFailAtTheNextCallInsteadOfKeepingWrongData() throws Exception {
        List<String> errors = disagreeingJob(2, w -> {
            w.Bcast(new int[1], 0, 1, MPI.INT, w.Rank()); // both send, nobody waits
            w.Bcast(new int[1], 0, 1, MPI.INT, 0); // rank 1's receive finds rank 0's message of the first call
        });
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("1:" + MPI.ERR_ROOT + ":Bcast with root 0 (collective call #2 on this communicator): "
                + "rank 0's message of call #1 was never received; rank 0 made call #1 as Bcast with root 0, this rank as Bcast"
                + " with root 1"), errors.toString());
    }

    @Test
    void ranksMakingDifferentCollectiveCallsFailByDefault() throws Exception {
        List<String> errors = disagreeingJob(2, w -> {
            if (w.Rank() == 0) w.Barrier();
            else w.Bcast(new int[1], 0, 1, MPI.INT, 1);
        });
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("0:" + MPI.ERR_OTHER + ":Barrier (collective call #1 on this communicator): "
                + "rank 1 made call #1 as Bcast with root 1, this rank as Barrier"), errors.toString());
    }

    @Test
    void withChecksOnMismatchedCallsFailOnEveryRankInsteadOfHanging() throws Exception {
        Config check = Config.fromSystem().with("mpj.coll.check", "true");
        TestJob.run(jobs(), 3, check, 60, w -> {
            int r = w.Rank();
            MPIException e = Errors.expect(MPI.ERR_ROOT, () -> w.Bcast(new int[1], 0, 1, MPI.INT, r == 2 ? 1 : 0));
            assertTrue(e.getMessage().contains("bcast: the ranks disagree on the root (0 and 1)"), e.getMessage());
            e = Errors.expect(MPI.ERR_COUNT, () -> w.Allreduce(new int[2], 0, new int[2], 0, r == 0 ? 2 : 1, MPI.INT, MPI.SUM));
            assertTrue(e.getMessage().contains("message size in bytes (4 and 8)"), e.getMessage());
            e = Errors.expect(MPI.ERR_OTHER, () -> {
                if (r == 1) w.Barrier();
                else w.Bcast(new int[1], 0, 1, MPI.INT, 0);
            });
            assertTrue(e.getMessage().contains("disagree on the collective operation (barrier and bcast)"), e.getMessage());
            // the same total, other blocks: rank 1 would get 3 elements where the others send it 1
            int[] counts = r == 1 ? new int[] {1, 3, 0} : new int[] {2, 1, 1};
            e = Errors.expect(MPI.ERR_COUNT, () -> w.Reduce_scatter(new int[4], 0, new int[4], 0, counts, MPI.INT, MPI.SUM));
            assertTrue(e.getMessage().contains("reduce_scatter: the ranks disagree on the recvcounts (they differ)"), e.getMessage());
            int[] v = {r};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // the communicator is still usable
            assertEquals(3, v[0]);
        });
    }

    @Test
    void badCollectiveArgumentsFailClearly() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            Errors.expect(MPI.ERR_ROOT, () -> w.Bcast(new int[1], 0, 1, MPI.INT, 2));
            Errors.expect(MPI.ERR_ROOT, () -> w.Reduce(new int[1], 0, new int[1], 0, 1, MPI.INT, MPI.SUM, -1));
            if (w.Rank() == 0) {
                MPIException e = Errors.expect(MPI.ERR_TRUNCATE,
                        () -> w.Gather(new int[4], 0, 4, MPI.INT, new int[8], 0, 2, MPI.INT, 0));
                assertTrue(e.getMessage().contains("recvcount=2"), e.getMessage());
            }
            if (w.Rank() == 1) {
                Errors.expect(MPI.ERR_COUNT,
                        () -> w.Gatherv(new int[3], 0, 3, MPI.INT, new int[4], 0, new int[] {2, 2}, new int[] {0, 2}, MPI.INT, 1));
            }
            Datatype pair = Datatype.Contiguous(2, MPI.INT);
            MPIException e = Errors.expect(MPI.ERR_TYPE, () -> w.Bcast(new int[2], 0, 1, pair, 0));
            assertTrue(e.getMessage().contains("not committed"), e.getMessage());
            pair.Commit();
            int[] v = {w.Rank(), 7};
            w.Bcast(v, 0, 1, pair, 1);
            assertArrayEquals(new int[] {1, 7}, v);
            Errors.expect(MPI.ERR_OP, () -> w.Allreduce(new int[1], 0, new int[1], 0, 1, MPI.INT, null));
        });
    }
}
