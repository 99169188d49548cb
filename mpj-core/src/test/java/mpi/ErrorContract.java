package mpi;

import io.mpj.config.Config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad arguments fail at once with an MPI error class and a message naming call and argument; a rank
 * that catches the error of a collective call carries on with the next one.
 */
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

    @Test
    void aRankThatFailsAScattervKeepsItsNextCallsNumberedLikeTheOthers() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int[] recv = new int[2];
            if (w.Rank() == 1) { // the root broadcasts the counts first (the binomial scatter needs them); rank 1 then finds its buffer short
                MPIException e = Errors.expect(MPI.ERR_TRUNCATE,
                        () -> w.Scatterv(new int[4], 0, new int[] {2, 2}, new int[] {0, 2}, MPI.INT, recv, 0, 1, MPI.INT, 0));
                assertTrue(e.getMessage().startsWith("Scatterv: the root sends 2 elements"), e.getMessage());
            } else {
                w.Scatterv(new int[4], 0, new int[] {2, 2}, new int[] {0, 2}, MPI.INT, recv, 0, 2, MPI.INT, 0);
            }
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // one call later on every rank
            assertEquals(2, v[0]);
        });
    }

    @Test
    void anAlltoallvWhoseBlockToItselfDoesNotFitIsACountErrorNotAnArrayIndexOne() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int r = w.Rank();
            int[] sc = {3, 3}, d = {0, 4};
            int[] rc = r == 1 ? new int[] {3, 2} : new int[] {3, 3}; // rank 1 sends itself 3 elements into room for 2
            if (r == 1) {
                MPIException e = Errors.expect(MPI.ERR_COUNT, () -> w.Alltoallv(new int[8], 0, sc, d, MPI.INT, new int[8], 0, rc, d, MPI.INT));
                mentions(e, "Alltoallv", "recvcount[1] (2 elements)", "sendcount[1] (3 elements)");
            } else { // the call named as the program made it
                MPIException e = Errors.expect(MPI.ERR_OTHER, () -> w.Alltoallv(new int[8], 0, sc, d, MPI.INT, new int[8], 0, rc, d, MPI.INT));
                assertTrue(e.getMessage().startsWith("Alltoallv (collective call #"), e.getMessage());
            }
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(2, v[0]);
        });
    }

    @Test
    void aReduceInWhichEveryRankNamesItselfTheRootFailsInsteadOfHanging() throws Exception {
        TestJob.run(jobs(), 3, Config.fromSystem(), 30, w -> {
            int r = w.Rank();
            // every rank only receives, so no message shows the disagreement until a rank has waited long enough to ask
            MPIException e = assertThrows(MPIException.class, () -> w.Reduce(new int[1], 0, new int[1], 0, 1, MPI.INT, MPI.SUM, r));
            assertTrue(e.getErrorClass() == MPI.ERR_ROOT || e.getMessage().contains(" left this call after an error there"), e.getMessage());
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // every rank's next call is the same one
            assertEquals(3, v[0]);
        });
    }

    @Test
    void aRankThatArrivesLateInTheSameCallIsNoError() throws Exception {
        TestJob.run(jobs(), 3, Config.fromSystem(), 30, w -> {
            int r = w.Rank();
            if (r == 2) Thread.sleep(2500); // the others wait long enough to tell rank 2 which call they are in, twice
            int[] v = {r + 1};
            w.Reduce(new int[] {r + 1}, 0, v, 0, 1, MPI.INT, MPI.SUM, 0);
            if (r == 0) assertEquals(6, v[0]);
            if (r == 0) Thread.sleep(1500); // and here rank 0 is the late one, in a call with other tags
            w.Bcast(v, 0, 1, MPI.INT, 0);
            assertEquals(6, v[0]);
        }); // nor is any question left for MPI.Finalize
    }

    @Test
    void aRankThatCatchesItsFailedCollectiveCarriesOnToFinalize() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int r = w.Rank();
            int[] recv = new int[r == 1 ? 1 : 2]; // rank 1's is short: it fails, the root sends it its block all the same
            if (r == 1) Errors.expect(MPI.ERR_BUFFER, () -> w.Scatter(new int[4], 0, 2, MPI.INT, recv, 0, 2, MPI.INT, 0));
            else w.Scatter(new int[] {1, 2, 3, 4}, 0, 2, MPI.INT, recv, 0, 2, MPI.INT, 0);
            w.Barrier(); // the root's message of the failed call has reached rank 1 by now
            int[] again = new int[2];
            w.Scatter(new int[] {5, 6, 7, 8}, 0, 2, MPI.INT, again, 0, 2, MPI.INT, 0); // same tags: it must not take the old block
            assertArrayEquals(r == 0 ? new int[] {5, 6} : new int[] {7, 8}, again);
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(2, v[0]);
            // the root's block of the call rank 1 left came before those of the next Scatter: dropped, not kept;
            // rank 0 waits for rank 1's word, so that nothing of its later calls (MPI.Finalize's) is in the count
            if (r == 1) {
                assertEquals(0, TestJob.communicator(w).runtime().engine().unexpectedCount());
                w.Send(new int[0], 0, 0, MPI.INT, 0, 0);
            } else {
                w.Recv(new int[0], 0, 0, MPI.INT, 1, 0);
            }
        }); // and MPI.Finalize does not report the block rank 1 never received
    }

    @Test
    void aRankThatGaveABadRootCarriesOnWithTheNextCall() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int[] v = {w.Rank() == 0 ? 7 : 0};
            if (w.Rank() == 1) Errors.expect(MPI.ERR_ROOT, () -> w.Bcast(v, 0, 1, MPI.INT, 9));
            else w.Bcast(v, 0, 1, MPI.INT, 0); // the root's message to rank 1 names root 0, rank 1 left a call with root 9
            int[] u = {w.Rank() == 0 ? 8 : 0};
            w.Bcast(u, 0, 1, MPI.INT, 0); // same tag: it must not take the old message
            assertEquals(8, u[0]);
        });
    }

    @Test
    void aRankWhoseCountOrDatatypeDiffersGetsAnErrorNamingTheCall() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                w.Bcast(new double[10], 0, 10, MPI.DOUBLE, 0);
                w.Bcast(new int[2], 0, 2, MPI.INT, 0);
                return;
            }
            MPIException e = Errors.expect(MPI.ERR_TRUNCATE, () -> w.Bcast(new double[10], 0, 5, MPI.DOUBLE, 0));
            assertTrue(e.getMessage().startsWith("Bcast with root 0 (collective call #1 on this communicator): message truncated: "
                    + "rank 0 sent 10 elements"), e.getMessage());
            assertTrue(e.getMessage().contains("every rank must give the same count and type signature"), e.getMessage());
            e = Errors.expect(MPI.ERR_TYPE, () -> w.Bcast(new double[2], 0, 2, MPI.DOUBLE, 0));
            assertTrue(e.getMessage().startsWith("Bcast with root 0 (collective call #2 on this communicator): the message from rank 0"),
                    e.getMessage());
            assertTrue(e.getMessage().contains("carries INT, but the receive was posted with datatype DOUBLE"), e.getMessage());
        });
    }

    @Test
    void anObjectThatCannotBeSerialisedFailsTheCallNamingItAndReleasesTheOthers() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            Object[] buf = {w.Rank() == 0 ? new Object() : null};
            if (w.Rank() == 0) {
                MPIException e = Errors.expect(MPI.ERR_TYPE, () -> w.Bcast(buf, 0, 1, MPI.OBJECT, 0));
                assertTrue(e.getMessage().startsWith("Bcast with root 0 (collective call #1 on this communicator): cannot serialise"),
                        e.getMessage());
            } else {
                MPIException e = Errors.expect(MPI.ERR_OTHER, () -> w.Bcast(buf, 0, 1, MPI.OBJECT, 0));
                assertTrue(e.getMessage().contains("rank 0 left this call after an error there"), e.getMessage());
            }
        });
    }
}
