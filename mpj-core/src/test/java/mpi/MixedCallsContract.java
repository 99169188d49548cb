package mpi;

import io.mpj.coll.SharedSegment;
import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Seeded random sequences of mixed calls (reductions, broadcasts, gathers, prefix sums, barriers,
 * blocking and non-blocking point-to-point exchanges, wildcard receives; every numeric type and
 * MPI.OBJECT (numbers, arrays, strings), sizes around a shared-memory round and past the eager
 * limit, offsets, in place, any root; on COMM_WORLD, a duplicate and a split) checked element by
 * element against what a sequential program computes, with the default algorithms and with the
 * shared-memory ones forced; and the same from several threads of each rank at once, each on its own
 * communicator. Every rank draws the same sequence, so the ranks agree on every call.
 */
public abstract class MixedCallsContract {
    protected abstract TestJob.Jobs jobs();

    private static final Datatype[] TYPES = {MPI.BYTE, MPI.SHORT, MPI.INT, MPI.LONG, MPI.FLOAT, MPI.DOUBLE, MPI.OBJECT};
    private static final Op[] OPS = {MPI.SUM, MPI.MAX, MPI.MIN, MPI.PROD};
    private static final int THREADS = 3;
    /** Added to the call number for the data a rank sends to its left neighbour. */
    private static final int LEFTWARDS = 1000;

    private static Config sharedMemoryForced() {
        Config c = Config.fromSystem();
        for (String p : List.of("allreduce", "reduce", "bcast", "barrier")) c = c.with("mpj.coll." + p, "shared_memory");
        return c;
    }

    @Test
    void aSeededSequenceOfMixedCallsGivesTheSequentialResults() throws Exception {
        for (Config config : List.of(Config.fromSystem(), sharedMemoryForced())) {
            for (int p = 1; p <= 4; p++) {
                TestJob.run(jobs(), p, config, 120, w -> {
                    Intracomm[] comms = {w, w.Dup(), w.Split(w.Rank() % 2, w.Rank())};
                    run(comms, new Random(42), 120);
                });
            }
        }
    }

    @Test
    void threadsOfEachRankCallOnTheirOwnCommunicatorsAtOnce() throws Exception {
        for (Config config : List.of(Config.fromSystem(), sharedMemoryForced())) {
            TestJob.run(jobs(), 3, config, 120, w -> {
                Intracomm[] own = new Intracomm[THREADS];
                for (int t = 0; t < THREADS; t++) own[t] = w.Dup(); // made in the same order on every rank
                Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
                Thread[] threads = new Thread[THREADS];
                for (int t = 0; t < THREADS; t++) {
                    Intracomm c = own[t];
                    long seed = 1000 + t;
                    threads[t] = new Thread(() -> {
                        try {
                            run(new Intracomm[] {c}, new Random(seed), 60);
                        } catch (Throwable e) {
                            failures.add(e);
                        }
                    }, "rank-" + w.Rank() + "-caller-" + t);
                    threads[t].setDaemon(true);
                    threads[t].start();
                }
                for (Thread t : threads) t.join(90_000);
                if (!failures.isEmpty()) throw new AssertionError("a calling thread failed", failures.peek());
                for (Thread t : threads) assertFalse(t.isAlive(), t.getName() + " did not finish in 90 s");
            });
        }
    }

    /** {@code calls} calls drawn from {@code rnd}, each on one of {@code comms}, each result checked. */
    private static void run(Intracomm[] comms, Random rnd, int calls) throws MPIException {
        for (int k = 0; k < calls; k++) {
            Intracomm c = comms[rnd.nextInt(comms.length)];
            int kind = rnd.nextInt(8);
            Datatype t = TYPES[rnd.nextInt(TYPES.length)];
            if (t == MPI.OBJECT && (kind == 0 || kind == 1 || kind == 6)) kind = 2; // objects have no reductions
            Op op = OPS[rnd.nextInt(OPS.length)];
            int n = t == MPI.OBJECT ? rnd.nextInt(rnd.nextBoolean() ? 8 : 2000) : count(rnd, t, kind == 4 ? 4000 : 20_000);
            int o = rnd.nextInt(3);
            int root = rnd.nextInt(c.Size());
            boolean inPlace = rnd.nextBoolean();
            call(c, k, kind, t, op, n, o, root, inPlace);
        }
    }

    /** A count around a shared-memory round (in elements of {@code t}), tiny, or anything up to {@code max}. */
    private static int count(Random rnd, Datatype t, int max) throws MPIException {
        int per = SharedSegment.FRAGMENT / t.Size();
        int[] edges = {0, 1, 2, 7, per - 1, per, per + 1, 2 * per + 3};
        return rnd.nextInt(3) == 0 ? rnd.nextInt(max) : edges[rnd.nextInt(edges.length)];
    }

    private static void call(Intracomm c, int k, int kind, Datatype t, Op op, int n, int o, int root, boolean inPlace)
            throws MPIException {
        int me = c.Rank(), p = c.Size();
        String what = "call " + k + " kind " + kind + " " + t + " n=" + n + " offset " + o + " root " + root
                + " in place " + inPlace + " on a communicator of " + p;
        Object mine = contribution(t, k, me, n, o);
        switch (kind) {
            case 0 -> { // Allreduce
                Object out = inPlace ? mine : array(t, o + n);
                c.Allreduce(mine, o, out, o, n, t, op);
                for (int i = 0; i < n; i++) assertEquals(fold(t, op, k, p, i), get(out, o + i), what + " element " + i);
            }
            case 1 -> { // Reduce
                Object out = inPlace ? mine : array(t, o + n);
                c.Reduce(mine, o, out, o, n, t, op, root);
                if (me == root) for (int i = 0; i < n; i++) assertEquals(fold(t, op, k, p, i), get(out, o + i), what + " element " + i);
            }
            case 2 -> { // Bcast
                Object b = me == root ? mine : array(t, o + n);
                c.Bcast(b, o, n, t, root);
                for (int i = 0; i < n; i++) assertEquals(wrap(t, value(k, root, i)), get(b, o + i), what + " element " + i);
            }
            case 3 -> c.Barrier();
            case 4 -> { // Allgather
                Object all = array(t, o + p * n);
                c.Allgather(mine, o, n, t, all, o, n, t);
                for (int q = 0; q < p; q++) {
                    for (int i = 0; i < n; i++) assertEquals(wrap(t, value(k, q, i)), get(all, o + q * n + i), what + " from " + q + " element " + i);
                }
            }
            case 5 -> { // Sendrecv around a ring
                Object in = array(t, o + n);
                int right = (me + 1) % p, left = (me + p - 1) % p;
                c.Sendrecv(mine, o, n, t, right, k, in, o, n, t, left, k);
                for (int i = 0; i < n; i++) assertEquals(wrap(t, value(k, left, i)), get(in, o + i), what + " element " + i);
            }
            case 6 -> { // Scan
                Object out = inPlace ? mine : array(t, o + n);
                c.Scan(mine, o, out, o, n, t, op);
                for (int i = 0; i < n; i++) assertEquals(fold(t, op, k, me + 1, i), get(out, o + i), what + " element " + i);
            }
            default -> { // non-blocking both ways round the ring, received from any source
                int right = (me + 1) % p, left = (me + p - 1) % p;
                Object[] in = {array(t, o + n), array(t, o + n)};
                Status[] st = Request.Waitall(new Request[] {
                        c.Irecv(in[0], o, n, t, MPI.ANY_SOURCE, k), c.Irecv(in[1], o, n, t, MPI.ANY_SOURCE, k),
                        c.Isend(mine, o, n, t, right, k), c.Isend(contribution(t, k + LEFTWARDS, me, n, o), o, n, t, left, k)});
                for (int j = 0; j < 2; j++) {
                    int from = st[j].source;
                    // a left neighbour's message went rightwards; with p <= 2 both come from one rank, in the order sent
                    boolean rightwards = p <= 2 ? j == 0 : from == left;
                    int call = rightwards ? k : k + LEFTWARDS;
                    for (int i = 0; i < n; i++) assertEquals(wrap(t, value(call, from, i)), get(in[j], o + i), what + " receive " + j + " from " + from + " element " + i);
                }
            }
        }
    }

    /** Element {@code i} of rank {@code r}'s contribution to call {@code k}: from -8 to 8, so every type holds it exactly. */
    private static long value(int k, int r, int i) {
        return Math.floorMod(k * 31 + r * 7 + i * 3, 17) - 8;
    }

    /** Ranks 0 to {@code ranks - 1}'s element {@code i} under {@code op}, wrapped as the type's own arithmetic wraps. */
    private static long fold(Datatype t, Op op, int k, int ranks, int i) {
        long acc = value(k, 0, i);
        for (int q = 1; q < ranks; q++) {
            long v = value(k, q, i);
            acc = op == MPI.SUM ? acc + v : op == MPI.PROD ? acc * v : op == MPI.MAX ? Math.max(acc, v) : Math.min(acc, v);
        }
        return wrap(t, acc); // the library wraps after every step: the same modulo the type's width
    }

    private static long wrap(Datatype t, long v) {
        return t == MPI.BYTE ? (byte) v : t == MPI.SHORT ? (short) v : t == MPI.INT ? (int) v : v;
    }

    private static Object contribution(Datatype t, int k, int r, int n, int o) {
        Object a = array(t, o + n);
        for (int i = 0; i < n; i++) set(a, o + i, value(k, r, i));
        return a;
    }

    private static Object array(Datatype t, int length) {
        Class<?> c = t == MPI.BYTE ? byte.class : t == MPI.SHORT ? short.class : t == MPI.INT ? int.class
                : t == MPI.LONG ? long.class : t == MPI.FLOAT ? float.class : t == MPI.OBJECT ? Object.class : double.class;
        return Array.newInstance(c, length);
    }

    private static void set(Object a, int i, long v) {
        if (a instanceof byte[] x) x[i] = (byte) v;
        else if (a instanceof short[] x) x[i] = (short) v;
        else if (a instanceof int[] x) x[i] = (int) v;
        else if (a instanceof long[] x) x[i] = v;
        else if (a instanceof float[] x) x[i] = v;
        else if (a instanceof double[] x) x[i] = v;
        else ((Object[]) a)[i] = switch (i % 3) { // a boxed number, an array of primitives (sent as raw elements), a string
            case 0 -> v;
            case 1 -> new long[] {v, v + 1};
            default -> Long.toString(v);
        };
    }

    /** Element {@code i} as a long; floating-point elements here are integers well inside the exact range; an object as what it encodes. */
    private static long get(Object a, int i) {
        if (a instanceof float[] x) return (long) x[i];
        if (a instanceof double[] x) return (long) x[i];
        if (a instanceof Object[] x) {
            Object e = x[i];
            if (e instanceof long[] pair) return pair[1] == pair[0] + 1 ? pair[0] : Long.MIN_VALUE;
            return e instanceof String str ? Long.parseLong(str) : (Long) e;
        }
        return ((Number) Array.get(a, i)).longValue();
    }
}
