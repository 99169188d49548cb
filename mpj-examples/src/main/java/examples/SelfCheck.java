package examples;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;
import mpi.Request;
import mpi.Status;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListSet;

/**
 * Checks a library on this machine or cluster: a seeded random sequence of mixed calls (reductions,
 * broadcasts, gathers and scatters, all-to-all exchanges, with equal and with varying counts, prefix
 * sums, reduce-scatter, barriers, blocking and non-blocking exchanges, wildcard receives; every numeric
 * type, and MPI.OBJECT in broadcasts and blocking exchanges; sizes from 0 to past the eager limit,
 * offsets, in place, any root; on COMM_WORLD, a duplicate and a split), each result checked element by
 * element against what a sequential program computes, and the gaps the displacements leave between
 * blocks checked untouched; then the same from several
 * threads of each rank at once, each on a communicator of its own (MPI.THREAD_MULTIPLE). Every rank
 * draws the same sequence, so the ranks agree on every call. Uses the mpi API only, so it checks MPJ
 * Express and the JNI binding too.
 *
 * <p>Run: {@code bin/mpjrun -np 4 -cp mpj-examples/target/mpj-examples.jar examples.SelfCheck [calls] [seed] [threads]}
 * (defaults 300, 1, 3; threads 0 leaves the second part out, and so does a library without
 * {@code MPI.THREAD_MULTIPLE}; a call the library does not have is left out). Prints {@code selfcheck ok:
 * ...} on rank 0, saying what it left out, or a line naming the first wrong result and exits 1.
 */
public final class SelfCheck {
    private static final Datatype[] TYPES = {MPI.BYTE, MPI.SHORT, MPI.INT, MPI.LONG, MPI.FLOAT, MPI.DOUBLE, MPI.OBJECT};
    /** What the messages call them (not every library's Datatype has a readable toString). */
    private static final String[] TYPE_NAMES = {"BYTE", "SHORT", "INT", "LONG", "FLOAT", "DOUBLE", "OBJECT"};
    private static final Op[] OPS = {MPI.SUM, MPI.MAX, MPI.MIN, MPI.PROD};
    /** The calls a sequence draws from; the seed picks them by position, so new ones go at the end. */
    private enum Kind {
        ALLREDUCE("Allreduce", false), REDUCE("Reduce", false), BCAST("Bcast", false), BARRIER("Barrier", false),
        ALLGATHER("Allgather", true), SENDRECV("Sendrecv", false), SCAN("Scan", false), ISEND_IRECV("Isend/Irecv", false),
        GATHER("Gather", true), GATHERV("Gatherv", true), SCATTER("Scatter", true), SCATTERV("Scatterv", true),
        ALLGATHERV("Allgatherv", true), ALLTOALL("Alltoall", true), ALLTOALLV("Alltoallv", true), REDUCE_SCATTER("Reduce_scatter", true);

        /** The call's name in the messages. */
        final String call;
        /** Whether it moves a block per rank (p blocks of up to 4000 elements, not one of up to 20 000). */
        final boolean perRank;

        Kind(String call, boolean perRank) {
            this.call = call;
            this.perRank = perRank;
        }
    }

    private static final Kind[] KINDS = Kind.values();
    /** What the elements between blocks hold, which no call may change (outside every contribution's -8..8). */
    private static final long GAP = 99;
    /** The calls the library lacks (the JNI binding had no Gatherv and Scatterv until 2026-11-27), left out of the sequence. */
    private static final Set<String> MISSING = new ConcurrentSkipListSet<>();
    /** Added to the call number for the data a rank sends to its left neighbour. */
    private static final int LEFTWARDS = 1000;
    /** A round of mpj's shared-memory collectives: counts around it cross the rounds' edges. */
    private static final int ROUND_BYTES = 16 << 10;

    private SelfCheck() {}

    public static void main(String[] args) throws Exception {
        String[] rest = MPI.Init(args); // the one form every library has that returns the program's arguments
        boolean multiple;
        try { // MPJ Express's name, which ours has too; the mpiJava-style JNI binding has no thread levels
            multiple = MPI.queryThread() == MPI.THREAD_MULTIPLE;
        } catch (NoSuchMethodError e) {
            multiple = false;
        }
        int calls = rest.length > 0 ? Integer.parseInt(rest[0]) : 300;
        long seed = rest.length > 1 ? Long.parseLong(rest[1]) : 1;
        int threads = rest.length > 2 ? Integer.parseInt(rest[2]) : 3;
        Intracomm w = MPI.COMM_WORLD;
        Intracomm[] comms = communicators(w);
        try {
            run(comms, new Random(seed), calls);
            if (threads > 0 && multiple) runThreads(w, threads, seed, calls / 2);
        } catch (IllegalStateException e) {
            System.err.println("selfcheck: rank " + w.Rank() + ": " + e.getMessage());
            System.exit(1);
        }
        if (w.Rank() == 0) {
            System.out.println("selfcheck ok: " + calls + " calls on " + w.Size() + " ranks"
                    + (comms.length == 1 ? " (COMM_WORLD only: the library has no Dup and Split)" : "")
                    + (MISSING.isEmpty() ? "" : " (the library has no " + String.join(", ", MISSING) + ": left out)")
                    + (threads == 0 ? "" : multiple ? ", then " + calls / 2 + " in each of " + threads + " threads per rank"
                            : " (no threads: the library gives no THREAD_MULTIPLE)") + ", seed " + seed);
        }
        MPI.Finalize();
    }

    /** COMM_WORLD, a duplicate and a split; COMM_WORLD alone on a library without Dup and Split (the JNI binding). */
    private static Intracomm[] communicators(Intracomm w) throws MPIException {
        try {
            return new Intracomm[] {w, w.Dup(), w.Split(w.Rank() % 2, w.Rank())};
        } catch (NoSuchMethodError e) {
            return new Intracomm[] {w};
        }
    }

    /**
     * {@code threads} threads in this rank, each making {@code calls} calls of its own sequence (from
     * {@code seed} and its index) on a duplicate of {@code w} made for it; throws the first failure.
     */
    public static void runThreads(Intracomm w, int threads, long seed, int calls) throws Exception {
        Intracomm[] own = new Intracomm[threads];
        for (int t = 0; t < threads; t++) own[t] = w.Dup(); // made in the same order on every rank
        Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
        Thread[] running = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            Intracomm c = own[t];
            long mine = seed * 1000 + t;
            running[t] = new Thread(() -> {
                try {
                    run(new Intracomm[] {c}, new Random(mine), calls);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "selfcheck-" + t);
            running[t].setDaemon(true);
            running[t].start();
        }
        for (Thread t : running) t.join(600_000);
        Throwable first = failures.peek();
        if (first != null) {
            throw new IllegalStateException("thread: " + (first instanceof IllegalStateException ? first.getMessage() : first), first);
        }
        for (Thread t : running) if (t.isAlive()) throw new IllegalStateException(t.getName() + " did not finish in 600 s");
        for (Intracomm c : own) c.Free();
    }

    /** {@code calls} calls drawn from {@code rnd}, each on one of {@code comms}, each result checked. */
    public static void run(Intracomm[] comms, Random rnd, int calls) throws MPIException {
        for (int k = 0; k < calls; k++) {
            Intracomm c = comms[rnd.nextInt(comms.length)];
            Kind kind = KINDS[rnd.nextInt(KINDS.length)];
            int type = rnd.nextInt(TYPES.length);
            Datatype t = TYPES[type];
            // objects have no reductions, and the JNI binding moves them in Bcast and blocking point-to-point only
            if (t == MPI.OBJECT && kind != Kind.SENDRECV) kind = Kind.BCAST;
            Op op = OPS[rnd.nextInt(OPS.length)];
            int n = t == MPI.OBJECT ? rnd.nextInt(rnd.nextBoolean() ? 8 : 2000) : count(rnd, t, kind.perRank ? 4000 : 20_000);
            int o = rnd.nextInt(3);
            int root = rnd.nextInt(c.Size());
            boolean inPlace = rnd.nextBoolean();
            String what = "call " + k + " " + kind.call + " " + TYPE_NAMES[type] + " op " + op(op) + " n=" + n + " offset " + o
                    + " root " + root + " in place " + inPlace + " on a communicator of " + c.Size();
            try {
                call(c, k, kind, t, op, n, o, root, inPlace, what);
            } catch (NoSuchMethodError e) { // on every rank alike: the ranks stay in step
                MISSING.add(kind.call);
            }
        }
    }

    /** A count around a round of mpj's shared-memory collectives (in elements of {@code t}), tiny, or up to {@code max}. */
    private static int count(Random rnd, Datatype t, int max) throws MPIException {
        int per = ROUND_BYTES / t.Size();
        int[] edges = {0, 1, 2, 7, per - 1, per, per + 1, 2 * per + 3};
        return rnd.nextInt(3) == 0 ? rnd.nextInt(max) : edges[rnd.nextInt(edges.length)];
    }

    private static void call(Intracomm c, int k, Kind kind, Datatype t, Op op, int n, int o, int root, boolean inPlace,
                             String what) throws MPIException {
        int me = c.Rank(), p = c.Size();
        Object mine = contribution(t, k, me, n, o);
        switch (kind) {
            case ALLREDUCE -> {
                Object out = inPlace ? mine : array(t, o + n);
                c.Allreduce(mine, o, out, o, n, t, op);
                for (int i = 0; i < n; i++) expect(fold(t, op, k, p, i), get(out, o + i), what, i);
            }
            case REDUCE -> {
                Object out = inPlace ? mine : array(t, o + n);
                c.Reduce(mine, o, out, o, n, t, op, root);
                if (me == root) for (int i = 0; i < n; i++) expect(fold(t, op, k, p, i), get(out, o + i), what, i);
            }
            case BCAST -> {
                Object b = me == root ? mine : array(t, o + n);
                c.Bcast(b, o, n, t, root);
                for (int i = 0; i < n; i++) expect(wrap(t, value(k, root, i)), get(b, o + i), what, i);
            }
            case BARRIER -> c.Barrier();
            case ALLGATHER -> {
                Object all = array(t, o + p * n);
                c.Allgather(mine, o, n, t, all, o, n, t);
                for (int q = 0; q < p; q++) {
                    String from = what + " from " + q;
                    for (int i = 0; i < n; i++) expect(wrap(t, value(k, q, i)), get(all, o + q * n + i), from, i);
                }
            }
            case SENDRECV -> { // around a ring
                Object in = array(t, o + n);
                int right = (me + 1) % p, left = (me + p - 1) % p;
                c.Sendrecv(mine, o, n, t, right, k, in, o, n, t, left, k);
                for (int i = 0; i < n; i++) expect(wrap(t, value(k, left, i)), get(in, o + i), what, i);
            }
            case SCAN -> {
                Object out = inPlace ? mine : array(t, o + n);
                c.Scan(mine, o, out, o, n, t, op);
                for (int i = 0; i < n; i++) expect(fold(t, op, k, me + 1, i), get(out, o + i), what, i);
            }
            case GATHER, GATHERV, ALLGATHERV -> { // rank q's block at displacement q
                int[] counts = kind == Kind.GATHER ? equal(p, n) : shares(k, p, n);
                int[] displs = displacements(o, counts, kind == Kind.GATHER ? 0 : 1);
                Object all = gapped(t, displs, counts);
                if (kind == Kind.GATHER) c.Gather(mine, o, n, t, all, o, n, t, root);
                else if (kind == Kind.GATHERV) c.Gatherv(mine, o, counts[me], t, all, 0, counts, displs, t, root);
                else c.Allgatherv(mine, o, counts[me], t, all, 0, counts, displs, t);
                if (kind == Kind.ALLGATHERV || me == root) {
                    for (int q = 0; q < p; q++) expectBlock(all, displs[q], counts[q], k, q, what + " from " + q);
                    expectGaps(all, displs, counts, what);
                }
            }
            case SCATTER, SCATTERV -> { // the root's block q to rank q
                int[] counts = kind == Kind.SCATTER ? equal(p, n) : shares(k, p, n);
                int[] displs = displacements(o, counts, kind == Kind.SCATTER ? 0 : 1);
                Object blocks = gapped(t, displs, counts);
                for (int q = 0; q < p; q++) for (int i = 0; i < counts[q]; i++) set(blocks, displs[q] + i, value(k, q, i));
                int[] at = {o}, share = {counts[me]};
                Object in = gapped(t, at, share);
                if (kind == Kind.SCATTER) c.Scatter(blocks, o, n, t, in, o, n, t, root);
                else c.Scatterv(blocks, 0, counts, displs, t, in, o, counts[me], t, root);
                expectBlock(in, o, counts[me], k, me, what);
                expectGaps(in, at, share, what);
            }
            case ALLTOALL, ALLTOALLV -> { // a block from every rank to every rank, each its own values
                int[] sendCounts = new int[p], recvCounts = new int[p];
                for (int q = 0; q < p; q++) {
                    sendCounts[q] = kind == Kind.ALLTOALL ? n : pairShare(k, me, q, n);
                    recvCounts[q] = kind == Kind.ALLTOALL ? n : pairShare(k, q, me, n);
                }
                int spacing = kind == Kind.ALLTOALL ? 0 : 1;
                int[] sendDispls = displacements(o, sendCounts, spacing), recvDispls = displacements(o, recvCounts, spacing);
                Object out = gapped(t, sendDispls, sendCounts), in = gapped(t, recvDispls, recvCounts);
                for (int q = 0; q < p; q++) for (int i = 0; i < sendCounts[q]; i++) set(out, sendDispls[q] + i, value(k + 97 * q, me, i));
                if (kind == Kind.ALLTOALL) c.Alltoall(out, o, n, t, in, o, n, t);
                else c.Alltoallv(out, 0, sendCounts, sendDispls, t, in, 0, recvCounts, recvDispls, t);
                for (int q = 0; q < p; q++) expectBlock(in, recvDispls[q], recvCounts[q], k + 97 * me, q, what + " from " + q);
                expectGaps(in, recvDispls, recvCounts, what);
            }
            case REDUCE_SCATTER -> { // rank q gets its share of the reduction
                int[] counts = shares(k, p, n);
                int before = 0, total = 0;
                for (int q = 0; q < p; q++) {
                    if (q < me) before += counts[q];
                    total += counts[q];
                }
                int[] at = {o}, share = {counts[me]};
                Object in = gapped(t, at, share);
                c.Reduce_scatter(contribution(t, k, me, total, o), o, in, o, counts, t, op);
                for (int i = 0; i < counts[me]; i++) expect(fold(t, op, k, p, before + i), get(in, o + i), what, i);
                expectGaps(in, at, share, what);
            }
            case ISEND_IRECV -> { // both ways round the ring, received from any source
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
                    String receive = what + " receive " + j + " from " + from;
                    for (int i = 0; i < n; i++) expect(wrap(t, value(call, from, i)), get(in[j], o + i), receive, i);
                }
            }
        }
    }

    /** {@code n} elements for every one of {@code p} ranks. */
    private static int[] equal(int p, int n) {
        int[] counts = new int[p];
        Arrays.fill(counts, n);
        return counts;
    }

    /** Every rank's share of call {@code k}: 0 to {@code n} elements, the same on every rank. */
    private static int[] shares(int k, int p, int n) {
        int[] counts = new int[p];
        for (int q = 0; q < p; q++) counts[q] = pairShare(k, q, q, n);
        return counts;
    }

    /** How many elements rank {@code from} sends rank {@code to} in call {@code k}'s Alltoallv: 0 to {@code n}. */
    private static int pairShare(int k, int from, int to, int n) {
        return Math.floorMod(k * 13 + from * 5 + to * 3, n + 1);
    }

    /** Blocks of these counts from offset {@code o}, {@code spacing} elements apart (a gap no call may write). */
    private static int[] displacements(int o, int[] counts, int spacing) {
        int[] displs = new int[counts.length];
        for (int q = 0, at = o; q < counts.length; at += counts[q] + spacing, q++) displs[q] = at;
        return displs;
    }

    /** An array for those blocks, the gaps between them, the offset before and one element after, every element {@link #GAP}. */
    private static Object gapped(Datatype t, int[] displs, int[] counts) {
        int last = displs.length - 1;
        Object a = array(t, displs[last] + counts[last] + 1);
        for (int i = 0; i < Array.getLength(a); i++) set(a, i, GAP);
        return a;
    }

    /** Rank {@code r}'s first {@code count} values of call {@code k} at {@code at}. */
    private static void expectBlock(Object a, int at, int count, int k, int r, String what) {
        for (int i = 0; i < count; i++) expect(value(k, r, i), get(a, at + i), what, i);
    }

    /** Every element of {@code a} outside the blocks still {@link #GAP}: the call wrote nowhere else. */
    private static void expectGaps(Object a, int[] displs, int[] counts, String what) {
        boolean[] block = new boolean[Array.getLength(a)];
        for (int q = 0; q < displs.length; q++) Arrays.fill(block, displs[q], displs[q] + counts[q], true);
        for (int i = 0; i < block.length; i++) if (!block[i]) expect(GAP, get(a, i), what + " (outside the blocks)", i);
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

    /** Element {@code i} as a long: floating-point elements here are small integers; an object, what it encodes. */
    private static long get(Object a, int i) {
        if (a instanceof byte[] x) return x[i];
        if (a instanceof short[] x) return x[i];
        if (a instanceof int[] x) return x[i];
        if (a instanceof long[] x) return x[i];
        if (a instanceof float[] x) return (long) x[i];
        if (a instanceof double[] x) return (long) x[i];
        Object e = ((Object[]) a)[i];
        if (e instanceof long[] pair) return pair[1] == pair[0] + 1 ? pair[0] : Long.MIN_VALUE;
        return e instanceof String str ? Long.parseLong(str) : (Long) e;
    }

    private static String op(Op op) {
        return op == MPI.SUM ? "SUM" : op == MPI.PROD ? "PROD" : op == MPI.MAX ? "MAX" : "MIN";
    }

    private static void expect(long expected, long actual, String what, int element) {
        if (expected != actual) {
            throw new IllegalStateException(what + " element " + element + ": expected " + expected + ", got " + actual);
        }
    }
}
