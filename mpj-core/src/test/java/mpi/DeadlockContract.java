package mpi;

import io.mpj.config.Config;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The deadlock watch: a job whose every rank waits with no message in flight fails in every rank's wait
 * (MPI_ERR_OTHER, naming the waits) instead of hanging; a job where a rank is still working, or where a
 * second thread of a rank may still send, is left alone.
 */
public abstract class DeadlockContract {
    private static final Config QUICK = Config.fromSystem().with("mpj.deadlock.ms", "300");

    protected abstract TestJob.Jobs jobs();

    private static void mentions(MPIException e, String... words) {
        for (String w : words) assertTrue(e.getMessage().contains(w), "'" + e.getMessage() + "' should mention " + w);
    }

    @Test
    void twoRanksReceivingFromEachOtherFailWithTheirWaitsNamed() throws Exception {
        TestJob.run(jobs(), 2, QUICK, 30, w -> {
            int other = 1 - w.Rank();
            MPIException e = Errors.expect(MPI.ERR_OTHER, () -> w.Recv(new int[1], 0, 1, MPI.INT, other, 5));
            // every rank's error lists every rank's wait: a job shows the first that ends
            mentions(e, "deadlock", "rank 0 waits in Recv for a message from rank 1 with tag 5",
                    "rank 1 waits in Recv for a message from rank 0 with tag 5", "mpj.deadlock.ms");
            if (w.Rank() == 1) mentions(e, "found by rank 0");
        });
    }

    @Test
    void synchronousSendsAndAReceiveInACycleAreFound() throws Exception {
        TestJob.run(jobs(), 3, QUICK, 30, w -> {
            MPIException e = switch (w.Rank()) {
                case 0 -> Errors.expect(MPI.ERR_OTHER, () -> w.Ssend(new int[1], 0, 1, MPI.INT, 1, 7));
                case 1 -> Errors.expect(MPI.ERR_OTHER, () -> w.Ssend(new int[1], 0, 1, MPI.INT, 2, 7));
                default -> Errors.expect(MPI.ERR_OTHER, () -> Request.Waitany(new Request[] {
                    w.Irecv(new int[1], 0, 1, MPI.INT, MPI.ANY_SOURCE, 9), w.Irecv(new int[1], 0, 1, MPI.INT, 0, 8)}));
            };
            mentions(e, "deadlock", "rank 0 waits in a synchronous send to rank 1 with tag 7, which no receive has matched",
                    "rank 1 waits in a synchronous send to rank 2 with tag 7", "rank 2 waits in Waitany, for one of its requests:"
                    + " Irecv for a message from any rank with tag 9, Irecv for a message from rank 0 with tag 8");
        });
    }

    @Test
    void aCollectiveCallAgainstAReceiveIsFound() throws Exception {
        TestJob.run(jobs(), 2, QUICK, 30, w -> {
            MPIException e = w.Rank() == 0
                    ? Errors.expect(MPI.ERR_OTHER, () -> w.Allreduce(new int[] {1}, 0, new int[1], 0, 1, MPI.INT, MPI.SUM))
                    : Errors.expect(MPI.ERR_OTHER, () -> w.Recv(new int[1], 0, 1, MPI.INT, 0, 3));
            mentions(e, "deadlock", "rank 0 waits in Allreduce (collective call #1 on its communicator), for rank 1",
                    "rank 1 waits in Recv for a message from rank 0 with tag 3");
            if (w.Rank() == 1) {
                // rank 1 makes its call #1 too, so that both go on with call #2: it completes with rank 0's
                // contribution where rank 0 had made it (shared memory), else it hears that rank 0 left
                try {
                    w.Allreduce(new int[] {1}, 0, new int[1], 0, 1, MPI.INT, MPI.SUM);
                } catch (MPIException left) {
                    mentions(left, "rank 0 left");
                }
            }
        });
    }

    @Test
    void aRankStillWorkingIsWaitedFor() throws Exception {
        TestJob.run(jobs(), 3, QUICK, 30, w -> {
            int[] v = new int[1];
            switch (w.Rank()) {
                case 0 -> {
                    w.Recv(v, 0, 1, MPI.INT, 2, 0);
                    w.Send(v, 0, 1, MPI.INT, 1, 0);
                }
                case 1 -> w.Recv(v, 0, 1, MPI.INT, 0, 0);
                default -> {
                    Thread.sleep(1200); // work, out of the library, four times the watch's limit
                    v[0] = 42;
                    w.Send(v, 0, 1, MPI.INT, 0, 0);
                }
            }
            assertEquals(42, v[0]);
        });
    }

    @Test
    void aSecondThreadThatHasCalledInTurnsTheWatchOffOnItsRank() throws Exception {
        TestJob.run(jobs(), 2, QUICK, 30, w -> {
            int[] v = new int[1];
            if (w.Rank() == 0) {
                w.Recv(v, 0, 1, MPI.INT, 1, 0);
                w.Send(v, 0, 1, MPI.INT, 1, 1);
            } else {
                AtomicReference<Throwable> failed = new AtomicReference<>();
                Thread helper = new Thread(() -> {
                    try {
                        w.Iprobe(0, 99); // a call from this thread: rank 1 has two
                        Thread.sleep(1200); // both main threads wait meanwhile, and nothing is in flight
                        w.Send(new int[] {7}, 0, 1, MPI.INT, 0, 0);
                    } catch (Throwable t) {
                        failed.set(t);
                    }
                });
                helper.start();
                w.Recv(v, 0, 1, MPI.INT, 0, 1);
                helper.join();
                assertNull(failed.get());
            }
            assertEquals(7, v[0]);
        });
    }
}
