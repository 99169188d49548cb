package mpi;

import io.mpj.config.Config;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Point-to-point semantics every transport must give; subclasses choose the transport. */
public abstract class PointToPointContract {
    protected abstract TestJob.Jobs jobs();

    @Test
    void messagesBetweenTwoRanksDoNotOvertake() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int n = 200;
            if (w.Rank() == 0) {
                for (int i = 0; i < n; i++) w.Send(new int[] {i}, 0, 1, MPI.INT, 1, i % 3);
            } else {
                int[] v = new int[1];
                for (int i = 0; i < n; i++) {
                    Status s = w.Recv(v, 0, 1, MPI.INT, 0, MPI.ANY_TAG);
                    assertEquals(i, v[0], "message order");
                    assertEquals(i % 3, s.tag);
                }
            }
        });
    }

    @Test
    void receivesSelectByTagRegardlessOfArrivalOrder() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                w.Send(new int[] {1}, 0, 1, MPI.INT, 1, 1);
                w.Send(new int[] {2}, 0, 1, MPI.INT, 1, 2);
            } else {
                int[] v = new int[1];
                w.Recv(v, 0, 1, MPI.INT, 0, 2);
                assertEquals(2, v[0]);
                w.Recv(v, 0, 1, MPI.INT, 0, 1);
                assertEquals(1, v[0]);
            }
        });
    }

    @Test
    void anySourceAnyTagReportsTheActualSenderAndTag() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            if (w.Rank() == 0) {
                Set<Integer> seen = new HashSet<>();
                int[] v = new int[1];
                for (int i = 1; i < 4; i++) {
                    Status s = w.Recv(v, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
                    assertEquals(s.source * 10, v[0]);
                    assertEquals(s.source + 100, s.tag);
                    seen.add(s.source);
                }
                assertEquals(Set.of(1, 2, 3), seen);
            } else {
                w.Send(new int[] {w.Rank() * 10}, 0, 1, MPI.INT, 0, w.Rank() + 100);
            }
        });
    }

    @Test
    void probeAndIprobeSeeAMessageWithoutReceivingIt() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 1) {
                assertNull(w.Iprobe(0, 5), "nothing sent yet");
                w.Send(new int[0], 0, 0, MPI.INT, 0, 1); // tell rank 0 to send
                Status p = w.Probe(0, 5);
                assertEquals(0, p.source);
                assertEquals(5, p.tag);
                double[] buf = new double[p.Get_count(MPI.DOUBLE)];
                assertEquals(7, buf.length);
                assertEquals(56, p.Get_count(MPI.BYTE), "counted in another datatype, as MPI does");
                assertEquals(MPI.UNDEFINED, p.Get_count(MPI.OBJECT));
                Status again = w.Iprobe(MPI.ANY_SOURCE, MPI.ANY_TAG);
                assertNotNull(again, "a probed message stays until received");
                w.Recv(buf, 0, buf.length, MPI.DOUBLE, 0, 5);
                assertEquals(6.0, buf[6]);
                assertNull(w.Iprobe(0, 5));
            } else {
                w.Recv(new int[0], 0, 0, MPI.INT, 1, 1);
                double[] d = {0, 1, 2, 3, 4, 5, 6};
                w.Send(d, 0, d.length, MPI.DOUBLE, 1, 5);
            }
        });
    }

    @Test
    void zeroLengthMessagesCarryTheirEnvelope() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                w.Send(null, 0, 0, MPI.INT, 1, 9);
                w.Ssend(new byte[0], 0, 0, MPI.BYTE, 1, 10);
            } else {
                Status s = w.Recv(null, 0, 0, MPI.INT, 0, 9);
                assertEquals(0, s.Get_count(MPI.INT));
                assertEquals(9, s.tag);
                s = w.Recv(new byte[0], 0, 0, MPI.BYTE, MPI.ANY_SOURCE, MPI.ANY_TAG);
                assertEquals(10, s.tag);
            }
        });
    }

    @Test
    void procNullCompletesAtOnce() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            w.Send(new int[] {1}, 0, 1, MPI.INT, MPI.PROC_NULL, 0);
            int[] v = {42};
            Status s = w.Recv(v, 0, 1, MPI.INT, MPI.PROC_NULL, MPI.ANY_TAG);
            assertEquals(MPI.PROC_NULL, s.source);
            assertEquals(MPI.ANY_TAG, s.tag);
            assertEquals(0, s.Get_count(MPI.INT));
            assertEquals(42, v[0], "buffer untouched");
            assertNotNull(w.Isend(v, 0, 1, MPI.INT, MPI.PROC_NULL, 0).Wait());
            assertNotNull(w.Iprobe(MPI.PROC_NULL, MPI.ANY_TAG));
        });
    }

    @Test
    void aRankCanSendToItselfSmallAndLarge() throws Exception {
        TestJob.run(jobs(), 2, Config.fromSystem(), 20, w -> {
            int me = w.Rank();
            Request r = w.Isend(new long[] {me + 5L}, 0, 1, MPI.LONG, me, 3);
            long[] got = new long[1];
            w.Recv(got, 0, 1, MPI.LONG, me, 3);
            r.Wait();
            assertEquals(me + 5L, got[0]);
            int[] big = new int[300_000]; // above the other devices' eager limit
            for (int i = 0; i < big.length; i++) big[i] = i ^ me;
            int[] back = new int[big.length];
            w.Sendrecv(big, 0, big.length, MPI.INT, me, 4, back, 0, back.length, MPI.INT, me, 4);
            assertArrayEquals(big, back);
            // a blocking standard send to itself is buffered, so the receive the same thread posts next finds it
            int[] again = new int[big.length];
            w.Send(big, 0, big.length, MPI.INT, me, 5);
            w.Recv(again, 0, again.length, MPI.INT, me, 5);
            assertArrayEquals(big, again);
        });
    }

    @Test
    void ssendDoesNotCompleteBeforeTheReceiveIsPosted() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                Request r = w.Issend(new int[] {7}, 0, 1, MPI.INT, 1, 1);
                long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
                while (System.nanoTime() < end) assertNull(r.Test(), "Issend completed with no matching receive");
                w.Send(new int[0], 0, 0, MPI.INT, 1, 2); // now rank 1 may receive
                assertNotNull(r.Wait());
            } else {
                w.Recv(new int[0], 0, 0, MPI.INT, 0, 2);
                int[] v = new int[1];
                w.Recv(v, 0, 1, MPI.INT, 0, 1);
                assertEquals(7, v[0]);
            }
        });
    }

    @Test
    void bsendCopiesIntoTheAttachedBuffer() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                // Each rank is its own runtime here, so Buffer_attach goes through its facade-free path.
                io.mpj.runtime.BufferedSends b = w.impl.runtime().bufferedSends();
                b.attach("test", 3 * (400 + MPI.BSEND_OVERHEAD));
                double[] d = new double[50];
                for (int k = 0; k < 3; k++) {
                    java.util.Arrays.fill(d, k);
                    w.Bsend(d, 0, 50, MPI.DOUBLE, 1, k);
                    java.util.Arrays.fill(d, -1); // the message was copied: changing d now is harmless
                }
                w.impl.engine().waitUntil(b);
                b.detach();
            } else {
                double[] d = new double[50];
                for (int k = 2; k >= 0; k--) {
                    w.Recv(d, 0, 50, MPI.DOUBLE, 0, k);
                    assertEquals(k, d[49]);
                }
            }
        });
    }

    @Test
    void persistentRequestsRunManyTimes() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int[] buf = new int[4];
            Prequest p = w.Rank() == 0 ? w.Send_init(buf, 0, 4, MPI.INT, 1, 8) : w.Recv_init(buf, 0, 4, MPI.INT, 0, 8);
            for (int round = 0; round < 10; round++) {
                if (w.Rank() == 0) java.util.Arrays.fill(buf, round);
                p.Start();
                Status s = p.Wait();
                assertFalse(p.Is_null(), "a completed persistent request is inactive, not null");
                if (w.Rank() == 1) {
                    assertEquals(round, buf[3]);
                    assertEquals(4, s.Get_count(MPI.INT));
                }
            }
            p.Free();
            assertTrue(p.Is_null());
        });
    }

    @Test
    void waitanyWaitsomeAndTestallCompleteInAnyOrder() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            if (w.Rank() == 0) {
                int[][] bufs = new int[3][1];
                Request[] rs = new Request[3];
                for (int i = 0; i < 3; i++) rs[i] = w.Irecv(bufs[i], 0, 1, MPI.INT, i + 1, 0);
                w.Send(new int[0], 0, 0, MPI.INT, 3, 99); // only rank 3 may send yet
                Status first = Request.Waitany(rs);
                assertEquals(2, first.index);
                assertEquals(3, first.source);
                assertTrue(rs[2].Is_null());
                w.Send(new int[0], 0, 0, MPI.INT, 1, 99);
                Status[] some = Request.Waitsome(rs);
                assertTrue(some.length >= 1 && some[0].index == 0, "rank 1's message completes request 0");
                w.Send(new int[0], 0, 0, MPI.INT, 2, 99);
                Status[] all;
                while ((all = Request.Testall(rs)) == null) Thread.onSpinWait();
                for (int i = 0; i < 3; i++) assertEquals(10 * (i + 1), bufs[i][0]);
                assertEquals(MPI.UNDEFINED, Request.Waitany(rs).index, "no active request left");
            } else {
                w.Recv(new int[0], 0, 0, MPI.INT, 0, 99);
                w.Send(new int[] {10 * w.Rank()}, 0, 1, MPI.INT, 0, 0);
            }
        });
    }

    @Test
    void aCancelledReceiveMatchesNothing() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 1) {
                int[] v = new int[1];
                Request r = w.Irecv(v, 0, 1, MPI.INT, 0, 77);
                r.Cancel();
                assertTrue(r.Wait().Test_cancelled());
                w.Send(new int[0], 0, 0, MPI.INT, 0, 1);
                w.Recv(v, 0, 1, MPI.INT, 0, 77);
                assertEquals(5, v[0], "the message went to the new receive, not the cancelled one");
            } else {
                w.Recv(new int[0], 0, 0, MPI.INT, 1, 1);
                w.Send(new int[] {5}, 0, 1, MPI.INT, 1, 77);
            }
        });
    }

    @Test
    void waitingForARankThatEnteredFinalizeFailsInsteadOfHanging() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            if (w.Rank() == 0) {
                int[] v = new int[1];
                w.Recv(v, 0, 1, MPI.INT, 1, 4); // sent before rank 1 finalizes: still delivered
                assertEquals(9, v[0]);
                MPIException e = Errors.expect(MPI.ERR_OTHER, () -> w.Recv(v, 0, 1, MPI.INT, 1, 5));
                assertTrue(e.getMessage().contains("rank 1 entered MPI.Finalize"), e.getMessage());
                Request r = w.Irecv(v, 0, 1, MPI.INT, 2, 6); // rank 2 has not finalized yet when this is posted
                w.Send(new int[0], 0, 0, MPI.INT, 2, 7);
                Errors.expect(MPI.ERR_OTHER, r::Wait);
            } else if (w.Rank() == 1) {
                w.Send(new int[] {9}, 0, 1, MPI.INT, 0, 4); // then straight to finalize, never sending tag 5
            } else {
                w.Recv(new int[0], 0, 0, MPI.INT, 0, 7);
            }
        });
    }

    @Test
    void sendrecvReplaceSwapsAroundARing() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int me = w.Rank();
            int[] v = {me};
            Status s = w.Sendrecv_replace(v, 0, 1, MPI.INT, (me + 1) % 3, 0, (me + 2) % 3, 0);
            assertEquals((me + 2) % 3, v[0]);
            assertEquals((me + 2) % 3, s.source);
        });
    }

    @Test
    void threadsOfOneRankCommunicateConcurrently() throws Exception {
        // MPI_THREAD_MULTIPLE: 4 threads per rank, each its own ping-pong on its own tag.
        TestJob.run(jobs(), 2, w -> {
            Thread[] ts = new Thread[4];
            Throwable[] err = new Throwable[1];
            for (int t = 0; t < ts.length; t++) {
                int tag = t;
                ts[t] = new Thread(() -> {
                    try {
                        int[] v = new int[1];
                        for (int i = 0; i < 300; i++) {
                            if (w.Rank() == 0) {
                                v[0] = i * 10 + tag;
                                w.Send(v, 0, 1, MPI.INT, 1, tag);
                                w.Recv(v, 0, 1, MPI.INT, 1, tag);
                                assertEquals(i * 10 + tag + 1, v[0]);
                            } else {
                                w.Recv(v, 0, 1, MPI.INT, 0, tag);
                                v[0]++;
                                w.Send(v, 0, 1, MPI.INT, 0, tag);
                            }
                        }
                    } catch (Throwable e) {
                        err[0] = e;
                    }
                });
                ts[t].start();
            }
            for (Thread t : ts) t.join(30_000);
            if (err[0] != null) throw new AssertionError(err[0]);
        });
    }

    @Test
    void dupGivesAnIsolatedCommunicator() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            Intracomm d = w.Dup();
            assertEquals(MPI.CONGRUENT, Comm.Compare(w, d));
            assertEquals(MPI.IDENT, Comm.Compare(w, w));
            int me = w.Rank();
            if (me == 0) {
                d.Send(new int[] {1}, 0, 1, MPI.INT, 1, 0);
                w.Send(new int[] {2}, 0, 1, MPI.INT, 1, 0);
            } else if (me == 1) {
                int[] v = new int[1];
                w.Recv(v, 0, 1, MPI.INT, 0, 0); // same source and tag, other communicator
                assertEquals(2, v[0]);
                d.Recv(v, 0, 1, MPI.INT, 0, 0);
                assertEquals(1, v[0]);
            }
            d.Free();
        });
    }
}
