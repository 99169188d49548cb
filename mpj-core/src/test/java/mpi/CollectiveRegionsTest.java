package mpi;

import org.junit.jupiter.api.Test;

import java.lang.ref.WeakReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A communicator describes every collective call's buffers with the same two regions: one call's
 * datatype or arrays never leak into the next, and once a call has ended the communicator keeps no
 * reference to the program's arrays.
 */
class CollectiveRegionsTest {
    @Test
    void aCallWithGapsAFailedOneThenOneWithoutAndWithGapsAgain() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 2, w -> {
            int r = w.Rank();
            Datatype everyOther = Datatype.Vector(3, 1, 2, MPI.INT);
            everyOther.Commit();
            int[] spaced = {r, -1, r + 10, -1, r + 20, -1};
            int[] sum = new int[6];
            w.Allreduce(spaced, 0, sum, 0, 1, everyOther, MPI.SUM);
            assertArrayEquals(new int[] {1, 0, 21, 0, 41, 0}, sum, "summed into the items, the gaps untouched");
            int[] untouched = {-5, -5, -5, -5, -5, -5};
            assertThrows(MPIException.class, () -> w.Allreduce(spaced, 0, untouched, 0, 1, everyOther, MPI.MAXLOC));
            int[] plain = {r, r}, plainSum = new int[2];
            w.Allreduce(plain, 0, plainSum, 0, 2, MPI.INT, MPI.SUM);
            assertArrayEquals(new int[] {1, 1}, plainSum);
            assertArrayEquals(new int[] {-5, -5, -5, -5, -5, -5}, untouched, "the failed call's items are never written");
            int[] root = r == 0 ? new int[] {7, -1, 8, -1, 9, -1} : new int[6];
            w.Bcast(root, 0, 1, everyOther, 0);
            assertArrayEquals(r == 0 ? new int[] {7, -1, 8, -1, 9, -1} : new int[] {7, 0, 8, 0, 9, 0}, root);
        });
    }

    @Test
    void theCommunicatorLetsGoOfTheArraysOfACallThatEnded() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 2, w -> {
            WeakReference<double[]>[] arrays = sumOfFreshArrays(w);
            long deadline = System.nanoTime() + 5_000_000_000L; // a full collection clears them; allow a few
            while ((arrays[0].get() != null || arrays[1].get() != null) && System.nanoTime() < deadline) System.gc();
            assertTrue(arrays[0].get() == null, "the send array is still reachable");
            assertTrue(arrays[1].get() == null, "the receive array is still reachable");
        });
    }

    /** An Allreduce on two arrays nothing else refers to; returns weak references to them. */
    @SuppressWarnings("unchecked")
    private static WeakReference<double[]>[] sumOfFreshArrays(Intracomm w) throws MPIException {
        double[] send = new double[1 << 16], recv = new double[1 << 16];
        w.Allreduce(send, 0, recv, 0, send.length, MPI.DOUBLE, MPI.SUM);
        return new WeakReference[] {new WeakReference<>(send), new WeakReference<>(recv)};
    }
}
