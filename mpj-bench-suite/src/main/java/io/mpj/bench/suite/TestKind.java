package io.mpj.bench.suite;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;

import java.util.Arrays;

/**
 * The tests of the suite (bench-methodology.md). {@code bytes} is the whole message for PingPong,
 * RightShift, Bcast, Reduce, Allreduce, Scan, Reduce-null and Random2Sets, and the block each
 * process sends or receives for Scatter, Gather, Allgather, Alltoall and Reduce_scatter. Typed tests
 * (SUM or a no-op on doubles) round the size up to whole doubles. Every rank allocates full-size
 * buffers, root or not (MPJ Express 0.44 needs them).
 */
enum TestKind {
    PINGPONG("PingPong", false), RIGHTSHIFT("RightShift", false), BARRIER("Barrier", false),
    BCAST("Bcast", false), SCATTER("Scatter", false), GATHER("Gather", false), ALLGATHER("Allgather", false),
    ALLTOALL("Alltoall", false), REDUCE("Reduce", true), ALLREDUCE("Allreduce", true),
    REDUCE_SCATTER("Reduce_scatter", true), SCAN("Scan", true), REDUCE_NULL("Reduce-null", true),
    RANDOM2SETS("Random2Sets", false);

    final String label;
    final boolean typed;

    TestKind(String label, boolean typed) {
        this.label = label;
        this.typed = typed;
    }

    /** The collective primitive this test times, as mpj names it (null for point-to-point tests). */
    String primitive() {
        return switch (this) {
            case PINGPONG, RIGHTSHIFT, RANDOM2SETS -> null;
            case REDUCE_NULL -> "reduce";
            default -> label.toLowerCase(java.util.Locale.ROOT);
        };
    }

    static TestKind of(String label) {
        for (TestKind t : values()) if (t.label.equalsIgnoreCase(label)) return t;
        throw new IllegalArgumentException("unknown test '" + label + "'; tests: " + Arrays.toString(labels()));
    }

    static String[] labels() {
        return Arrays.stream(values()).map(t -> t.label).toArray(String[]::new);
    }

    /** The size actually transferred for a requested size: whole doubles for typed tests. */
    int effectiveBytes(int requested) {
        if (this == BARRIER) return 0;
        return typed ? (requested + 7) / 8 * 8 : requested;
    }

    /** The operation at {@code bytes} ({@link #effectiveBytes}); {@code partner} is j for PingPong. */
    Kernel kernel(Intracomm comm, int bytes, int partner, long seed) throws MPIException {
        int p = comm.Size(), me = comm.Rank(), n = bytes / 8;
        switch (this) {
            case PINGPONG: return new PingPongKernel(comm, bytes, partner);
            case RANDOM2SETS: return new Random2SetsKernel(comm, bytes, seed);
            case BARRIER: return i -> comm.Barrier();
            case RIGHTSHIFT: {
                byte[] out = new byte[bytes], in = new byte[bytes];
                int right = (me + 1) % p, left = (me - 1 + p) % p;
                return pointToPoint(i -> comm.Sendrecv(out, 0, bytes, MPI.BYTE, right, 1, in, 0, bytes, MPI.BYTE, left, 1));
            }
            case BCAST: {
                byte[] buf = new byte[bytes];
                return i -> comm.Bcast(buf, 0, bytes, MPI.BYTE, 0);
            }
            case SCATTER: {
                byte[] all = new byte[bytes * p], mine = new byte[bytes];
                return i -> comm.Scatter(all, 0, bytes, MPI.BYTE, mine, 0, bytes, MPI.BYTE, 0);
            }
            case GATHER: {
                byte[] all = new byte[bytes * p], mine = new byte[bytes];
                return i -> comm.Gather(mine, 0, bytes, MPI.BYTE, all, 0, bytes, MPI.BYTE, 0);
            }
            case ALLGATHER: {
                byte[] all = new byte[bytes * p], mine = new byte[bytes];
                return i -> comm.Allgather(mine, 0, bytes, MPI.BYTE, all, 0, bytes, MPI.BYTE);
            }
            case ALLTOALL: {
                byte[] out = new byte[bytes * p], in = new byte[bytes * p];
                return i -> comm.Alltoall(out, 0, bytes, MPI.BYTE, in, 0, bytes, MPI.BYTE);
            }
            case REDUCE: return reduce(comm, n, MPI.SUM);
            case REDUCE_NULL: return reduce(comm, n, new Op(new NoOp(), true));
            case ALLREDUCE: {
                double[] in = filled(n), out = new double[n];
                return i -> comm.Allreduce(in, 0, out, 0, n, MPI.DOUBLE, MPI.SUM);
            }
            case SCAN: {
                double[] in = filled(n), out = new double[n];
                return i -> comm.Scan(in, 0, out, 0, n, MPI.DOUBLE, MPI.SUM);
            }
            case REDUCE_SCATTER: {
                double[] in = filled(n * p), out = new double[n];
                int[] counts = new int[p];
                Arrays.fill(counts, n);
                return i -> comm.Reduce_scatter(in, 0, out, 0, counts, MPI.DOUBLE, MPI.SUM);
            }
            default: throw new AssertionError(this);
        }
    }

    private static Kernel reduce(Intracomm comm, int n, Op op) {
        double[] in = filled(n), out = new double[n];
        return i -> comm.Reduce(in, 0, out, 0, n, MPI.DOUBLE, op, 0);
    }

    private static Kernel pointToPoint(Kernel k) {
        return new Kernel() {
            public void run(int i) throws MPIException { k.run(i); }
            public boolean collective() { return false; }
        };
    }

    private static double[] filled(int n) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = i + 1;
        return a;
    }

    /** The user-defined reduction that does nothing: Reduce-null times the reduction's movement alone. */
    static final class NoOp extends mpi.User_function {
        @Override
        public void Call(Object in, int inOffset, Object inout, int inoutOffset, int count, Datatype type) {
        }
    }
}
