package io.mpj.bench.suite;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;

import java.util.Arrays;

/** The timed operation of each test, over the mpi API (kept apart so TestKind needs no MPI library). */
final class Kernels {
    private Kernels() {}

    /** The operation at {@code bytes} ({@link TestKind#effectiveBytes}); {@code partner} is j for PingPong. */
    static Kernel of(TestKind test, Intracomm comm, int bytes, int partner, long seed) throws MPIException {
        int p = comm.Size(), me = comm.Rank(), n = bytes / 8;
        switch (test) {
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
            default: throw new AssertionError(test);
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
