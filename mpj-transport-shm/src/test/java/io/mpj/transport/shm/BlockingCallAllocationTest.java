package io.mpj.transport.shm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.TestJob;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.management.ManagementFactory;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Through the API as well, a blocking call allocates nothing of its own once warm: its requests are
 * the thread's, reused call after call (280-320 bytes a call before they were), a collective's peers
 * are the communicator's and its temporaries the last call's. What is left: the Status a Recv returns,
 * and the regions (32 bytes each) that describe a collective's buffers to its algorithm, where the JIT
 * compiler does not remove them.
 */
class BlockingCallAllocationTest {
    private static final com.sun.management.ThreadMXBean MX =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    /**
     * Calls before measuring, then windows of calls measured each: the least a window allocated per call
     * is the call's own, whenever the JIT compiler finishes with the path (a collective's regions last
     * until it does).
     */
    private static final int WARM_UP = 5_000, WINDOWS = 5, CALLS = 8_000;

    private interface Call {
        void run(Intracomm world, int me) throws MPIException;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Send and Recv", "Sendrecv", "Ssend and Recv", "Barrier", "Bcast", "Reduce", "Allreduce"})
    void aBlockingCallAllocatesAtMostItsStatusOrItsRegions(String name) throws Exception {
        byte[] out = new byte[8], in = new byte[8];
        double[] x = {1}, sum = new double[1];
        Call call = switch (name) {
            case "Send and Recv" -> (w, me) -> roundTrip(w, me, false, out, in);
            case "Ssend and Recv" -> (w, me) -> roundTrip(w, me, true, out, in);
            case "Sendrecv" -> (w, me) -> w.Sendrecv(out, 0, 8, MPI.BYTE, 1 - me, 2, in, 0, 8, MPI.BYTE, 1 - me, 2);
            case "Barrier" -> (w, me) -> w.Barrier();
            case "Bcast" -> (w, me) -> w.Bcast(out, 0, 8, MPI.BYTE, 0);
            case "Reduce" -> (w, me) -> w.Reduce(x, 0, sum, 0, 1, MPI.DOUBLE, MPI.SUM, 0);
            default -> (w, me) -> w.Allreduce(x, 0, sum, 0, 1, MPI.DOUBLE, MPI.SUM);
        };
        double[] perCall = {Double.MAX_VALUE};
        TestJob.run(TestJob.over("shm"), 2, world -> {
            int me = world.Rank();
            for (int i = 0; i < WARM_UP; i++) call.run(world, me);
            for (int w = 0; w < WINDOWS; w++) {
                long before = MX.getCurrentThreadAllocatedBytes();
                for (int i = 0; i < CALLS; i++) call.run(world, me);
                double bytes = (MX.getCurrentThreadAllocatedBytes() - before) / (double) CALLS;
                if (me == 0) perCall[0] = Math.min(perCall[0], bytes);
            }
        });
        double limit = switch (name) {
            case "Barrier" -> 8;
            case "Bcast" -> 40; // one region
            case "Reduce", "Allreduce" -> 72; // two
            default -> 48; // a Status
        };
        assertTrue(perCall[0] <= limit, name + " allocated " + perCall[0] + " bytes per call");
    }

    /** Rank 0 sends (synchronously or not) and receives the message back; rank 1 echoes it. */
    private static void roundTrip(Intracomm w, int me, boolean synchronous, byte[] out, byte[] in) throws MPIException {
        int other = 1 - me;
        if (me == 1) w.Recv(in, 0, 8, MPI.BYTE, other, 1);
        if (synchronous) w.Ssend(me == 0 ? out : in, 0, 8, MPI.BYTE, other, 1);
        else w.Send(me == 0 ? out : in, 0, 8, MPI.BYTE, other, 1);
        if (me == 0) w.Recv(in, 0, 8, MPI.BYTE, other, 1);
    }
}
