package mpi;

import java.util.Arrays;

/**
 * Correctness checks of the JNI binding, run under mpirun by {@link JniBindingTest} (p = 2 and 3):
 * point-to-point and the collectives that the mpj-bench suite and the JGF kernels use. Each check
 * compares with values every rank can compute; the first failure throws and the rank exits non-zero.
 */
public final class JniChecks {
    private static int rank, p;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        rank = w.Rank();
        p = w.Size();
        pointToPoint(w);
        objects(w);
        nonBlocking(w);
        collectives(w);
        reductions(w);
        errors(w);
        w.Barrier();
        if (rank == 0) System.out.println("JNI checks passed on " + p + " ranks");
        MPI.Finalize();
    }

    private static void pointToPoint(Intracomm w) throws MPIException {
        int next = (rank + 1) % p, prev = (rank - 1 + p) % p;
        double[] d = {rank, rank + 0.5, -1};
        double[] got = new double[5];
        Status s = w.Sendrecv(d, 0, 2, MPI.DOUBLE, next, 7, got, 1, 4, MPI.DOUBLE, prev, 7);
        check("Sendrecv values", got[1] == prev && got[2] == prev + 0.5 && got[0] == 0 && got[3] == 0);
        check("Sendrecv status", s.source == prev && s.tag == 7 && s.Get_count(MPI.DOUBLE) == 2);
        int[] same = {rank, rank};
        w.Sendrecv(same, 0, 1, MPI.INT, next, 8, same, 1, 1, MPI.INT, prev, 8); // one array, two regions
        check("Sendrecv same array", same[0] == rank && same[1] == prev);
        for (Datatype t : new Datatype[] {MPI.BYTE, MPI.CHAR, MPI.SHORT, MPI.BOOLEAN, MPI.INT, MPI.LONG, MPI.FLOAT, MPI.DOUBLE}) {
            Object out = filled(t, 10, rank), in = filled(t, 10, -1);
            if (rank == 0) {
                for (int r = 1; r < p; r++) {
                    Status st = w.Recv(in, 0, 10, t, MPI.ANY_SOURCE, MPI.ANY_TAG);
                    check(t + " any-source count", st.Get_count(t) == 7 && st.tag == 100 + st.source);
                    check(t + " values", Arrays.deepEquals(new Object[] {slice(in, 7)}, new Object[] {slice(filled(t, 10, st.source), 7)}));
                }
            } else {
                w.Ssend(out, 0, 7, t, 0, 100 + rank);
            }
            w.Barrier(); // keeps the next type's messages out of this type's wildcard receives
        }
    }

    private static void objects(Intracomm w) throws MPIException {
        Object[] rows = new Object[3];
        if (rank == 0) {
            double[][] grid = {{1, 2}, {3, 4}, {5, 6}};
            for (int r = 1; r < p; r++) w.Send(grid, 1, 2, MPI.OBJECT, r, 3);
        } else {
            Status s = w.Recv(rows, 1, 2, MPI.OBJECT, 0, 3);
            check("OBJECT rows", rows[0] == null && Arrays.equals((double[]) rows[1], new double[] {3, 4})
                    && Arrays.equals((double[]) rows[2], new double[] {5, 6}) && s.Get_count(MPI.OBJECT) == 2);
        }
        Object[] greeting = {rank == p - 1 ? "from the last rank" : null};
        w.Bcast(greeting, 0, 1, MPI.OBJECT, p - 1);
        check("OBJECT Bcast", "from the last rank".equals(greeting[0]));
        // a program's own class, in a JDK collection (as JGF MonteCarlo sends its results): accepted by default
        Object[] results = {rank == 0 ? new java.util.Vector<>(java.util.List.of(new Sample("path", new double[] {1.5, 2.5}))) : null};
        w.Bcast(results, 0, 1, MPI.OBJECT, 0);
        Sample got = (Sample) ((java.util.Vector<?>) results[0]).get(0);
        check("OBJECT of the program's class", got.name().equals("path") && Arrays.equals(got.values(), new double[] {1.5, 2.5}));
    }

    record Sample(String name, double[] values) implements java.io.Serializable {
    }

    private static void nonBlocking(Intracomm w) throws MPIException {
        int[][] in = new int[p][4];
        Request[] r = new Request[2 * p];
        for (int k = 0; k < p; k++) r[k] = w.Irecv(in[k], 1, 3, MPI.INT, k, 9);
        int[] out = {-1, rank, rank * 10, rank * 100};
        for (int k = 0; k < p; k++) r[p + k] = w.Isend(out, 1, 3, MPI.INT, k, 9);
        out[1] = 12345; // the send works on its own copy once posted
        Status[] st = Request.Waitall(r);
        for (int k = 0; k < p; k++) {
            check("Irecv values", in[k][0] == 0 && in[k][1] == k && in[k][2] == k * 10 && in[k][3] == k * 100);
            check("Irecv status", st[k].source == k && st[k].Get_count(MPI.INT) == 3);
        }
    }

    private static void collectives(Intracomm w) throws MPIException {
        int root = p - 1;
        long[] b = new long[4];
        if (rank == root) b = new long[] {0, 11, 22, 33};
        w.Bcast(b, 1, 3, MPI.LONG, root);
        check("Bcast", b[1] == 11 && b[3] == 33);

        int[] all = new int[2 * p + 1], mine = {rank, -rank};
        w.Gather(mine, 0, 2, MPI.INT, all, 1, 2, MPI.INT, root);
        if (rank == root) for (int r = 0; r < p; r++) check("Gather", all[1 + 2 * r] == r && all[2 + 2 * r] == -r);
        int[] shortRecv = rank == root ? all : new int[0]; // MPI-legal short buffer off the root
        w.Gather(mine, 0, 2, MPI.INT, shortRecv, rank == root ? 1 : 0, 2, MPI.INT, root);

        int[] src = new int[2 * p];
        for (int i = 0; i < src.length; i++) src[i] = i * 3;
        int[] part = new int[2];
        w.Scatter(src, 0, 2, MPI.INT, part, 0, 2, MPI.INT, 0);
        check("Scatter", part[0] == 6 * rank && part[1] == 6 * rank + 3);

        float[] gathered = new float[p];
        w.Allgather(new float[] {rank * 1.5f}, 0, 1, MPI.FLOAT, gathered, 0, 1, MPI.FLOAT);
        for (int r = 0; r < p; r++) check("Allgather", gathered[r] == r * 1.5f);

        short[] to = new short[p], from = new short[p];
        for (int r = 0; r < p; r++) to[r] = (short) (rank * 100 + r);
        w.Alltoall(to, 0, 1, MPI.SHORT, from, 0, 1, MPI.SHORT);
        for (int r = 0; r < p; r++) check("Alltoall", from[r] == r * 100 + rank);

        // rank r contributes r + 1 longs; offsets in the receive buffer leave a gap of one before each block
        int[] counts = new int[p], displs = new int[p];
        for (int r = 0, at = 1; r < p; at += r + 2, r++) {
            counts[r] = r + 1;
            displs[r] = at;
        }
        long[] block = new long[rank + 1], blocks = new long[displs[p - 1] + counts[p - 1]];
        java.util.Arrays.fill(block, 1000L * rank);
        w.Allgatherv(block, 0, rank + 1, MPI.LONG, blocks, 0, counts, displs, MPI.LONG);
        for (int r = 0; r < p; r++) for (int k = 0; k < r + 1; k++) check("Allgatherv", blocks[displs[r] + k] == 1000L * r);

        // rank r sends d + 1 ints to rank d, each rank * 10 + d
        int[] sc = new int[p], sd = new int[p], rc = new int[p], rd = new int[p];
        for (int d = 0, s = 0, q = 0; d < p; s += d + 1, q += rank + 1, d++) {
            sc[d] = d + 1;
            sd[d] = s;
            rc[d] = rank + 1;
            rd[d] = q;
        }
        int[] out = new int[sd[p - 1] + sc[p - 1]], in = new int[rd[p - 1] + rc[p - 1]];
        for (int d = 0; d < p; d++) for (int k = 0; k < sc[d]; k++) out[sd[d] + k] = rank * 10 + d;
        w.Alltoallv(out, 0, sc, sd, MPI.INT, in, 0, rc, rd, MPI.INT);
        for (int s = 0; s < p; s++) for (int k = 0; k < rank + 1; k++) check("Alltoallv", in[rd[s] + k] == s * 10 + rank);

        // Gatherv to the root and Scatterv from it, at offsets, with the Allgatherv layout (a gap before
        // every block, which must stay untouched); off the root an empty receive (or send) buffer is enough
        long[] mineAt1 = new long[rank + 2];
        java.util.Arrays.fill(mineAt1, 1, rank + 2, 1000L * rank);
        long[] atRoot = new long[1 + blocks.length];
        java.util.Arrays.fill(atRoot, -7);
        w.Gatherv(mineAt1, 1, rank + 1, MPI.LONG,
                rank == root ? atRoot : new long[0], rank == root ? 1 : 0, counts, displs, MPI.LONG, root);
        if (rank == root) {
            check("Gatherv leaves the offset", atRoot[0] == -7);
            for (int r = 0, at = 1; r < p; r++) {
                for (int k = 0; k < r + 1; k++) check("Gatherv", atRoot[1 + displs[r] + k] == 1000L * r);
                check("Gatherv leaves gaps", atRoot[at] == -7);
                at = 1 + displs[r] + counts[r];
            }
        }
        long[] scattered = new long[p + 2];
        java.util.Arrays.fill(scattered, -7);
        w.Scatterv(rank == root ? blocks : new long[0], 0, counts, displs, MPI.LONG, scattered, 1, rank + 1, MPI.LONG, root);
        for (int k = 0; k < p + 2; k++) check("Scatterv", scattered[k] == (k >= 1 && k <= rank + 1 ? 1000L * rank : -7));
        w.Barrier();
    }

    private static void reductions(Intracomm w) throws MPIException {
        int sum = p * (p - 1) / 2;
        double[] v = {rank, 1, 2.5};
        double[] out = new double[4];
        w.Reduce(v, 0, out, 1, 3, MPI.DOUBLE, MPI.SUM, 0);
        if (rank == 0) check("Reduce SUM", out[0] == 0 && out[1] == sum && out[2] == p && out[3] == 2.5 * p);
        int[] m = {rank, -rank};
        w.Allreduce(m, 0, m, 0, 2, MPI.INT, MPI.MAX); // in place: the same array, as SparseMatmult does
        check("Allreduce MAX in place", m[0] == p - 1 && m[1] == 0);
        byte[] bsum = {1};
        w.Allreduce(bsum, 0, bsum, 0, 1, MPI.BYTE, MPI.SUM);
        check("Allreduce BYTE", bsum[0] == p);
        boolean[] any = {rank == p - 1};
        w.Allreduce(any, 0, any, 0, 1, MPI.BOOLEAN, MPI.LOR);
        check("Allreduce LOR", any[0]);
        long[] prefix = new long[1];
        w.Scan(new long[] {rank + 1}, 0, prefix, 0, 1, MPI.LONG, MPI.SUM);
        check("Scan", prefix[0] == (long) (rank + 1) * (rank + 2) / 2);
        double[] blocks = new double[2 * p];
        Arrays.fill(blocks, 1);
        int[] counts = new int[p];
        Arrays.fill(counts, 2);
        double[] myBlock = new double[2];
        w.Reduce_scatter(blocks, 0, myBlock, 0, counts, MPI.DOUBLE, MPI.SUM);
        check("Reduce_scatter", myBlock[0] == p && myBlock[1] == p);

        // a non-commutative user op: "a o b = b" keeps the rightmost operand, so the result is the
        // last rank's value only if MPI applied the op in rank order
        Op last = new Op(new User_function() {
            @Override
            public void Call(Object in, int io, Object inout, int ioo, int count, Datatype t) {
                int[] a = (int[]) in, b = (int[]) inout;
                for (int i = 0; i < count; i++) b[ioo + i] = b[ioo + i] == Integer.MIN_VALUE ? a[io + i] : b[ioo + i];
            }
        }, false);
        int[] res = {Integer.MIN_VALUE};
        w.Reduce(new int[] {rank}, 0, res, 0, 1, MPI.INT, last, 0);
        if (rank == 0) check("user op in rank order", res[0] == p - 1);
        Op concat = new Op(new User_function() { // decimal concatenation: associative, and order shows
            @Override
            public void Call(Object in, int io, Object inout, int ioo, int count, Datatype t) {
                long[] a = (long[]) in, b = (long[]) inout;
                for (int i = 0; i < count; i++) {
                    long shift = 1;
                    for (long x = b[ioo + i]; x > 0; x /= 10) shift *= 10;
                    b[ioo + i] = a[io + i] * shift + b[ioo + i];
                }
            }
        }, false);
        long[] digits = new long[1];
        w.Allreduce(new long[] {rank + 1}, 0, digits, 0, 1, MPI.LONG, concat);
        long expected = 0;
        for (int r = 0; r < p; r++) expected = expected * 10 + r + 1;
        check("non-commutative user op " + digits[0], digits[0] == expected);

        Op throwing = new Op(new User_function() {
            @Override
            public void Call(Object in, int io, Object inout, int ioo, int count, Datatype t) throws MPIException {
                throw new MPIException(MPI.ERR_OP, "user op says no");
            }
        }, true);
        try {
            w.Allreduce(new int[] {1}, 0, new int[1], 0, 1, MPI.INT, throwing);
            // ranks that never call the op (MPI may skip it on some ranks) see no error
        } catch (MPIException e) {
            check("user op exception", e.getMessage().contains("user op says no"));
        }
        w.Barrier();
    }

    private static void errors(Intracomm w) throws MPIException {
        expect("Send to rank " + p, MPI.ERR_RANK, () -> w.Send(new int[1], 0, 1, MPI.INT, p, 0));
        expect("count beyond the array", MPI.ERR_COUNT, () -> w.Send(new int[2], 1, 2, MPI.INT, 0, 0));
        expect("wrong array type", MPI.ERR_BUFFER, () -> w.Bcast(new int[2], 0, 2, MPI.DOUBLE, 0));
        expect("OBJECT in Gather", MPI.ERR_TYPE, () -> w.Gather(new Object[1], 0, 1, MPI.OBJECT, new Object[p], 0, 1, MPI.OBJECT, 0));
    }

    interface Call {
        void run() throws MPIException;
    }

    private static void expect(String what, int errorClass, Call c) {
        try {
            c.run();
        } catch (MPIException e) {
            check(what + " -> class " + e.getErrorClass() + " (" + e.getMessage() + ")", e.getErrorClass() == errorClass);
            return;
        }
        throw new AssertionError("rank " + rank + ": " + what + " did not fail");
    }

    private static Object filled(Datatype t, int n, int seed) {
        Object a = switch (t.code) {
            case Datatype.BYTE -> new byte[n];
            case Datatype.CHAR -> new char[n];
            case Datatype.SHORT -> new short[n];
            case Datatype.BOOLEAN -> new boolean[n];
            case Datatype.INT -> new int[n];
            case Datatype.LONG -> new long[n];
            case Datatype.FLOAT -> new float[n];
            default -> new double[n];
        };
        for (int i = 0; i < n; i++) {
            int v = seed * 31 + i;
            switch (t.code) {
                case Datatype.BYTE -> ((byte[]) a)[i] = (byte) v;
                case Datatype.CHAR -> ((char[]) a)[i] = (char) (v & 0xffff);
                case Datatype.SHORT -> ((short[]) a)[i] = (short) v;
                case Datatype.BOOLEAN -> ((boolean[]) a)[i] = (v & 1) == 1;
                case Datatype.INT -> ((int[]) a)[i] = v;
                case Datatype.LONG -> ((long[]) a)[i] = (long) v << 33;
                case Datatype.FLOAT -> ((float[]) a)[i] = v * 0.5f;
                default -> ((double[]) a)[i] = v * 0.25;
            }
        }
        return a;
    }

    private static Object slice(Object a, int n) {
        Object s = java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
        System.arraycopy(a, 0, s, 0, n);
        return s;
    }

    private static void check(String what, boolean ok) {
        if (!ok) throw new AssertionError("rank " + rank + " of " + p + ": " + what + " failed");
    }
}
