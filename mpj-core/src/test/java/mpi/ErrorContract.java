package mpi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad arguments fail at once with an MPI error class and a message naming call and argument. */
public abstract class ErrorContract {
    protected abstract TestJob.Jobs jobs();

    private static void mentions(MPIException e, String... words) {
        for (String w : words) assertTrue(e.getMessage().contains(w), "'" + e.getMessage() + "' should mention " + w);
    }

    @Test
    void badArgumentsAreRejectedBeforeAnythingIsSent() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int[] buf = new int[4];
            mentions(Errors.expect(MPI.ERR_RANK, () -> w.Send(buf, 0, 1, MPI.INT, 2, 0)), "Send", "dest=2");
            mentions(Errors.expect(MPI.ERR_RANK, () -> w.Send(buf, 0, 1, MPI.INT, -7, 0)), "dest=-7");
            mentions(Errors.expect(MPI.ERR_RANK, () -> w.Send(buf, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0)), "ANY_SOURCE");
            mentions(Errors.expect(MPI.ERR_RANK, () -> w.Recv(buf, 0, 1, MPI.INT, 5, 0)), "Recv", "source=5");
            mentions(Errors.expect(MPI.ERR_COUNT, () -> w.Isend(buf, 0, -1, MPI.INT, 1, 0)), "Isend", "count=-1");
            mentions(Errors.expect(MPI.ERR_BUFFER, () -> w.Send(buf, 2, 3, MPI.INT, 1, 0)), "offset=2", "count=3", "length 4");
            mentions(Errors.expect(MPI.ERR_BUFFER, () -> w.Irecv(buf, -1, 1, MPI.INT, 1, 0)), "Irecv", "offset=-1");
            mentions(Errors.expect(MPI.ERR_BUFFER, () -> w.Send(null, 0, 2, MPI.INT, 1, 0)), "buf is null", "count=2");
            mentions(Errors.expect(MPI.ERR_TYPE, () -> w.Send(buf, 0, 1, MPI.DOUBLE, 1, 0)), "MPI.DOUBLE", "double[]", "int[]");
            mentions(Errors.expect(MPI.ERR_TYPE, () -> w.Send(buf, 0, 1, null, 1, 0)), "datatype is null");
            mentions(Errors.expect(MPI.ERR_TYPE, () -> w.Send(buf, 0, 1, MPI.LB, 1, 0)), "MPI.LB");
            mentions(Errors.expect(MPI.ERR_TAG, () -> w.Ssend(buf, 0, 1, MPI.INT, 1, -1)), "Ssend", "tag=-1");
            mentions(Errors.expect(MPI.ERR_TAG, () -> w.Recv(buf, 0, 1, MPI.INT, 1, -5)), "tag=-5");
            mentions(Errors.expect(MPI.ERR_RANK, () -> w.Probe(3, 0)), "Probe", "source=3");
            mentions(Errors.expect(MPI.ERR_BUFFER, () -> w.Bsend(buf, 0, 1, MPI.INT, 1, 0)), "Bsend", "Buffer_attach");
        });
    }

    @Test
    void truncationIsTheReceiversErrorAndTheLinkSurvives() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                w.Send(new int[10], 0, 10, MPI.INT, 1, 0);          // eager
                w.Send(new int[100_000], 0, 100_000, MPI.INT, 1, 1); // rendezvous
                w.Send(new int[] {3}, 0, 1, MPI.INT, 1, 2);
            } else {
                int[] small = new int[4];
                mentions(Errors.expect(MPI.ERR_TRUNCATE, () -> w.Recv(small, 0, 4, MPI.INT, 0, 0)), "Recv", "10", "count=4");
                MPIException e = Errors.expect(MPI.ERR_TRUNCATE, () -> w.Irecv(small, 0, 4, MPI.INT, 0, 1).Wait());
                mentions(e, "100000");
                w.Recv(small, 0, 1, MPI.INT, 0, 2);
                assertEquals(3, small[0], "the connection still works");
            }
        });
    }

    @Test
    void aTypeMismatchBetweenSenderAndReceiverIsReported() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                w.Send(new double[2], 0, 2, MPI.DOUBLE, 1, 0);
            } else {
                mentions(Errors.expect(MPI.ERR_TYPE, () -> w.Recv(new long[2], 0, 2, MPI.LONG, 0, 0)), "DOUBLE", "LONG");
            }
        });
    }

    @Test
    void refusedDatatypesOperatorsAndRootsNameTheCallAndTheArgument() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            Datatype uncommitted = Datatype.Contiguous(2, MPI.INT);
            mentions(Errors.expect(MPI.ERR_TYPE, () -> w.Send(new int[4], 0, 1, uncommitted, 1, 0)), "Send", "not committed");
            Datatype mega = Datatype.Contiguous(1 << 20, MPI.BYTE);
            mega.Commit();
            mentions(Errors.expect(MPI.ERR_COUNT, () -> w.Send(new byte[1], 0, 1 << 12, mega, 1, 0)), "Send", "count=4096", "too large");
            mentions(Errors.expect(MPI.ERR_OP, () -> w.Allreduce(new double[1], 0, new double[1], 0, 1, MPI.DOUBLE, MPI.BAND)),
                    "Allreduce", "MPI.BAND is not defined on DOUBLE");
            mentions(Errors.expect(MPI.ERR_OP, () -> w.Allreduce(new int[2], 0, new int[2], 0, 2, MPI.INT, MPI.MAXLOC)),
                    "Allreduce", "MPI.MAXLOC needs a pair datatype");
            mentions(Errors.expect(MPI.ERR_ROOT, () -> w.Bcast(new int[1], 0, 1, MPI.INT, 5)), "Bcast", "root=5", "size 2");
            mentions(Errors.expect(MPI.ERR_TYPE, () -> w.Gather(new int[1], 0, 1, MPI.INT, new double[2], 0, 1, MPI.DOUBLE, w.Rank())),
                    "Gather", "sendtype", "recvtype");
        });
    }

    @Test
    void aFreedCommunicatorCannotBeUsed() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            Intracomm d = w.Dup();
            d.Free();
            mentions(Errors.expect(MPI.ERR_COMM, () -> d.Send(new int[1], 0, 1, MPI.INT, 0, 0)), "Send", "freed");
            mentions(Errors.expect(MPI.ERR_COMM, d::Rank), "freed");
        });
    }

    @Test
    void restartingAnActivePersistentRequestIsAnError() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int[] v = new int[1];
            Prequest p = w.Recv_init(v, 0, 1, MPI.INT, 1 - w.Rank(), 0);
            p.Start();
            Errors.expect(MPI.ERR_REQUEST, p::Start);
            w.Send(v, 0, 1, MPI.INT, 1 - w.Rank(), 0);
            p.Wait();
        });
    }

    @Test
    void aNullArrayOfRequestsIsAnArgumentErrorNamingTheCall() throws Exception {
        TestJob.run(jobs(), 1, w -> {
            Errors.expect(MPI.ERR_ARG, () -> Request.Waitall(null));
            Errors.expect(MPI.ERR_ARG, () -> Request.Waitany(null));
            Errors.expect(MPI.ERR_ARG, () -> Request.Waitsome(null));
            Errors.expect(MPI.ERR_ARG, () -> Request.Testall(null));
            Errors.expect(MPI.ERR_ARG, () -> Request.Testany(null));
            MPIException e = Errors.expect(MPI.ERR_ARG, () -> Request.Testsome(null));
            assertTrue(e.getMessage().startsWith("Request.Testsome"), e.getMessage());
        });
    }
}
