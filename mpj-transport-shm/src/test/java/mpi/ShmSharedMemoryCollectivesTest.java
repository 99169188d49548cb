package mpi;

import io.mpj.coll.SharedSegment;
import io.mpj.config.Config;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shared-memory collectives (Allreduce, Reduce, Bcast, Barrier through the communicator's segment)
 * forced on every call, over the shm device: results at every size around the fragment, rank order,
 * sub-communicators, disagreements, and no region file left behind.
 */
class ShmSharedMemoryCollectivesTest {
    private static final int PER = SharedSegment.FRAGMENT / 8; // doubles in a round

    private static Config forced(Path dir) {
        Config c = Config.fromSystem().with("mpj.shm.dir", dir.toString());
        for (String p : List.of("allreduce", "reduce", "bcast", "barrier")) c = c.with("mpj.coll." + p, "shared_memory");
        return c;
    }

    private static void noRegionLeft(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> left = files.filter(f -> f.getFileName().toString().contains("coll")).toList();
            assertTrue(left.isEmpty(), left.toString());
        }
    }

    @Test
    void everyPrimitiveAtEverySizeAroundARound(@TempDir Path dir) throws Exception {
        int[] counts = {0, 1, 7, PER - 1, PER, PER + 1, 3 * PER + 5};
        for (int p = 1; p <= 4; p++) {
            int procs = p;
            TestJob.run(ShmJobs.SHM, procs, forced(dir), 60, w -> {
                int r = w.Rank();
                for (int n : counts) {
                    double[] mine = new double[n];
                    for (int i = 0; i < n; i++) mine[i] = r * 1000.0 + i;
                    double[] sum = new double[n];
                    w.Allreduce(mine, 0, sum, 0, n, MPI.DOUBLE, MPI.SUM);
                    for (int i = 0; i < n; i++) assertEquals(procs * (procs - 1) / 2 * 1000.0 + procs * i, sum[i], "Allreduce n=" + n);
                    double[] inPlace = mine.clone();
                    w.Allreduce(inPlace, 0, inPlace, 0, n, MPI.DOUBLE, MPI.MAX);
                    for (int i = 0; i < n; i++) assertEquals((procs - 1) * 1000.0 + i, inPlace[i], "in place n=" + n);
                    for (int root = 0; root < procs; root++) {
                        double[] b = r == root ? mine.clone() : new double[n];
                        w.Bcast(b, 0, n, MPI.DOUBLE, root);
                        for (int i = 0; i < n; i++) assertEquals(root * 1000.0 + i, b[i], "Bcast n=" + n + " root " + root);
                        double[] red = mine.clone();
                        w.Reduce(red, 0, red, 0, n, MPI.DOUBLE, MPI.SUM, root);
                        if (r == root) assertArrayEquals(sum, red, "Reduce n=" + n + " root " + root);
                    }
                    w.Barrier();
                }
                int[] offset = {-1, r + 1, r * 2, -1};
                int[] out = new int[4];
                w.Allreduce(offset, 1, out, 2, 2, MPI.INT, MPI.SUM);
                assertArrayEquals(new int[] {0, 0, procs * (procs + 1) / 2, procs * (procs - 1)}, out);
                boolean[] flags = {r == 0, true};
                w.Allreduce(flags, 0, flags, 0, 2, MPI.BOOLEAN, MPI.LAND);
                assertArrayEquals(new boolean[] {procs == 1, true}, flags);
            });
        }
        noRegionLeft(dir);
    }

    @Test
    void aNonCommutativeOperatorKeepsRankOrderAcrossRounds(@TempDir Path dir) throws Exception {
        int pairs = SharedSegment.FRAGMENT / 8 * 2 + 3; // three rounds of INT2
        TestJob.run(ShmJobs.SHM, 4, forced(dir), 60, w -> {
            int r = w.Rank();
            int[] v = new int[2 * pairs];
            for (int k = 0; k < pairs; k++) {
                v[2 * k] = r + 2;
                v[2 * k + 1] = r * 3 + 1;
            }
            int[] red = v.clone();
            w.Allreduce(v, 0, v, 0, pairs, MPI.INT2, new Op(new CollectivesContract.Compose(), false));
            w.Reduce(red, 0, red, 0, pairs, MPI.INT2, new Op(new CollectivesContract.Compose(), false), 2);
            int[] ab = CollectivesContract.Compose.ofRanks(4);
            int a = ab[0], b = ab[1];
            for (int k = 0; k < pairs; k++) {
                assertEquals(a, v[2 * k]);
                assertEquals(b, v[2 * k + 1], "pair " + k);
                if (r == 2) assertEquals(b, red[2 * k + 1], "Reduce pair " + k);
            }
        });
    }

    @Test
    void subCommunicatorsHaveSegmentsOfTheirOwn(@TempDir Path dir) throws Exception {
        TestJob.run(ShmJobs.SHM, 4, forced(dir), 60, w -> {
            int r = w.Rank();
            Intracomm half = w.Split(r % 2, r);
            Intracomm dup = w.Dup();
            for (int round = 0; round < 50; round++) {
                long[] x = {r + round};
                w.Allreduce(x, 0, x, 0, 1, MPI.LONG, MPI.SUM);
                assertEquals(6 + 4 * round, x[0]);
                long[] y = {r};
                half.Allreduce(y, 0, y, 0, 1, MPI.LONG, MPI.SUM);
                assertEquals(r % 2 == 0 ? 2 : 4, y[0]);
                long[] z = {round};
                dup.Bcast(z, 0, 1, MPI.LONG, round % 4);
                assertEquals(round, z[0]);
            }
            half.Free();
            dup.Free();
        });
        noRegionLeft(dir);
    }

    /**
     * What rank r, in call #1 ({@code call}), hears when the other rank failed first: its word that it
     * left, or, before that word is in, that it is in its next call already.
     */
    private static String leftFor(int r, String call) {
        return call + " (collective call #1 on this communicator): rank " + (1 - r) + " left this call";
    }

    /** Each rank fails: on the other's call if it looks before the other has left, else because the other left. */
    @Test
    void ranksMakingDifferentCallsFailAndTheNextCallWorks(@TempDir Path dir) throws Exception {
        TestJob.run(ShmJobs.SHM, 2, forced(dir), 60, w -> {
            int r = w.Rank();
            MPIException e = Errors.expect(MPI.ERR_OTHER, () -> {
                if (r == 0) w.Barrier();
                else w.Allreduce(new int[1], 0, new int[1], 0, 1, MPI.INT, MPI.SUM);
            });
            String mine = r == 0 ? "Barrier" : "Allreduce";
            String theirs = r == 0 ? "Allreduce" : "Barrier";
            assertTrue(e.getMessage().contains("rank " + (1 - r) + " made call #1 as " + theirs + ", this rank as " + mine)
                    || e.getMessage().contains(leftFor(r, mine)), e.getMessage());
            int[] s = {r + 1};
            w.Allreduce(s, 0, s, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(3, s[0]);
        });
    }

    /**
     * Each rank fails: on the sizes if it looks before the other has left the call, else because the
     * other left it.
     */
    @Test
    void differentCountsFailOnBothRanks(@TempDir Path dir) throws Exception {
        TestJob.run(ShmJobs.SHM, 2, forced(dir), 60, w -> {
            int r = w.Rank();
            int n = r == 0 ? 2 : 3;
            MPIException e = assertThrows(MPIException.class, () -> w.Allreduce(new int[n], 0, new int[n], 0, n, MPI.INT, MPI.SUM));
            String sizes = "Allreduce (collective call #1 on this communicator): rank " + (1 - r) + " has " + (r == 0 ? 12 : 8)
                    + " bytes in a round where this rank has " + (r == 0 ? 8 : 12);
            int sizeClass = r == 0 ? MPI.ERR_TRUNCATE : MPI.ERR_COUNT;
            assertTrue(e.getErrorClass() == sizeClass && e.getMessage().contains(sizes)
                    || e.getErrorClass() == MPI.ERR_OTHER && e.getMessage().contains(leftFor(r, "Allreduce")),
                    e.getErrorClass() + " " + e.getMessage());
            int[] s = {r + 1};
            w.Allreduce(s, 0, s, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(3, s[0]);
        });
    }

    @Test
    void aRankThatArrivesLateWakesTheOthersBlockedInTheSegment(@TempDir Path dir) throws Exception {
        TestJob.run(ShmJobs.SHM, 3, forced(dir), 60, w -> {
            int r = w.Rank();
            for (int round = 0; round < 3; round++) {
                if (r == round) Thread.sleep(50); // far past the spin and yield phases: the others block
                int[] s = {1};
                w.Allreduce(s, 0, s, 0, 1, MPI.INT, MPI.SUM);
                assertEquals(3, s[0]);
                w.Barrier();
            }
        });
    }
}
