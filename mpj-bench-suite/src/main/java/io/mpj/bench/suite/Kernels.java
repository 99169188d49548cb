package io.mpj.bench.suite;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;

import java.util.Arrays;

import static io.mpj.bench.suite.CheckValues.byteAt;
import static io.mpj.bench.suite.CheckValues.doubleAt;
import static io.mpj.bench.suite.CheckValues.sumOverRanks;

/**
 * The timed operation of each test, over the mpi API (kept apart so TestKind needs no MPI library),
 * with the contents that check its result: block {@code j} of a personalised exchange is the one
 * for (or from) rank {@code j}, and the expected values follow from {@link CheckValues}.
 */
final class Kernels {
    private Kernels() {}

    /**
     * The operation at {@code bytes} ({@link TestKind#effectiveBytes}); {@code partner} is j for PingPong;
     * every buffer's data starts at element {@code o} ({@code --offset}).
     */
    static Kernel of(TestKind test, Intracomm comm, int bytes, int partner, long seed, int o) throws MPIException {
        int p = comm.Size(), me = comm.Rank(), n = bytes / 8, b = Math.max(1, bytes);
        switch (test) {
            case PINGPONG: return new PingPongKernel(comm, bytes, partner, o);
            case RANDOM2SETS: return new Random2SetsKernel(comm, bytes, seed, o);
            case BARRIER: return collective(i -> comm.Barrier(), Contents.NONE);
            case RIGHTSHIFT: {
                byte[] out = new byte[o + bytes], in = new byte[o + bytes];
                int right = (me + 1) % p, left = (me - 1 + p) % p;
                return new Checked(i -> comm.Sendrecv(out, o, bytes, MPI.BYTE, right, 1, in, o, bytes, MPI.BYTE, left, 1),
                        Contents.of(o, out, i -> byteAt(me, right, i), in, i -> byteAt(left, me, i)), false);
            }
            case BCAST: {
                byte[] buf = new byte[o + bytes];
                return collective(i -> comm.Bcast(buf, o, bytes, MPI.BYTE, 0),
                        me == 0 ? Contents.sendOnly(o, buf, i -> byteAt(0, 0, i)) : Contents.receiveOnly(o, buf, i -> byteAt(0, 0, i)));
            }
            case SCATTER: {
                byte[] all = new byte[o + bytes * p], mine = new byte[o + bytes];
                return collective(i -> comm.Scatter(all, o, bytes, MPI.BYTE, mine, o, bytes, MPI.BYTE, 0),
                        Contents.of(o, me == 0 ? all : null, i -> byteAt(0, i / b, i % b), mine, i -> byteAt(0, me, i)));
            }
            case GATHER: {
                byte[] all = new byte[o + bytes * p], mine = new byte[o + bytes];
                return collective(i -> comm.Gather(mine, o, bytes, MPI.BYTE, all, o, bytes, MPI.BYTE, 0),
                        Contents.of(o, mine, i -> byteAt(me, 0, i), me == 0 ? all : null, i -> byteAt(i / b, 0, i % b)));
            }
            case ALLGATHER: {
                byte[] all = new byte[o + bytes * p], mine = new byte[o + bytes];
                return collective(i -> comm.Allgather(mine, o, bytes, MPI.BYTE, all, o, bytes, MPI.BYTE),
                        Contents.of(o, mine, i -> byteAt(me, 0, i), all, i -> byteAt(i / b, 0, i % b)));
            }
            case ALLTOALL: {
                byte[] out = new byte[o + bytes * p], in = new byte[o + bytes * p];
                return collective(i -> comm.Alltoall(out, o, bytes, MPI.BYTE, in, o, bytes, MPI.BYTE),
                        Contents.of(o, out, i -> byteAt(me, i / b, i % b), in, i -> byteAt(i / b, me, i % b)));
            }
            case REDUCE: {
                double[] in = new double[o + n], out = new double[o + n];
                return collective(i -> comm.Reduce(in, o, out, o, n, MPI.DOUBLE, MPI.SUM, 0),
                        Contents.of(o, in, i -> doubleAt(me, i), me == 0 ? out : null, i -> sumOverRanks(p, i)));
            }
            case REDUCE_NULL: { // what a reduction that does nothing leaves is not defined: nothing to check
                double[] in = new double[o + n], out = new double[o + n];
                Op noop = new Op(new NoOp(), true);
                return collective(i -> comm.Reduce(in, o, out, o, n, MPI.DOUBLE, noop, 0), Contents.NONE);
            }
            case ALLREDUCE: {
                double[] in = new double[o + n], out = new double[o + n];
                return collective(i -> comm.Allreduce(in, o, out, o, n, MPI.DOUBLE, MPI.SUM),
                        Contents.of(o, in, i -> doubleAt(me, i), out, i -> sumOverRanks(p, i)));
            }
            case SCAN: {
                double[] in = new double[o + n], out = new double[o + n];
                return collective(i -> comm.Scan(in, o, out, o, n, MPI.DOUBLE, MPI.SUM),
                        Contents.of(o, in, i -> doubleAt(me, i), out, i -> sumOverRanks(me + 1, i)));
            }
            case REDUCE_SCATTER: {
                double[] in = new double[o + n * p], out = new double[o + n];
                int[] counts = new int[p];
                Arrays.fill(counts, n);
                return collective(i -> comm.Reduce_scatter(in, o, out, o, counts, MPI.DOUBLE, MPI.SUM),
                        Contents.of(o, in, i -> doubleAt(me, i), out, i -> sumOverRanks(p, me * n + i)));
            }
            default: throw new AssertionError(test);
        }
    }

    /** The call of a test, as a kernel's run. */
    interface Call {
        void run(int iteration) throws MPIException;
    }

    private static Kernel collective(Call call, Contents contents) {
        return new Checked(call, contents, true);
    }

    /** A kernel from its call and the contents that check it. */
    private record Checked(Call call, Contents contents, boolean collective) implements Kernel {
        @Override
        public void run(int iteration) throws MPIException {
            call.run(iteration);
        }
    }

    /** The user-defined reduction that does nothing: Reduce-null times the reduction's movement alone. */
    static final class NoOp extends mpi.User_function {
        @Override
        public void Call(Object in, int inOffset, Object inout, int inoutOffset, int count, Datatype type) {
        }
    }
}
