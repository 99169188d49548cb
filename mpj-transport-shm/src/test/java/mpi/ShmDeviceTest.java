package mpi;

import io.mpj.config.Config;
import io.mpj.engine.PeerRouter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the shm device adds to the contracts: blocking waits, small rings, mixed machines, no files left. */
public class ShmDeviceTest {
    /** A job whose rank r keeps its rings in {@code dirs[r % dirs.length]}: ranks with different dirs count as different machines. */
    private static TestJob.Jobs jobs(Path... dirs) {
        return TestJob.over("shm", (rank, config) -> config.with("mpj.shm.dir", dirs[rank % dirs.length].toString()));
    }

    private static long files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    /** Every pair exchanges a small and a large message, both ways, then every collective the kernels use. */
    private static void exchangeEverything(Intracomm w) throws MPIException {
        int me = w.Rank();
        int p = w.Size();
        for (int n : new int[] {1, 3, 300_000}) {
            for (int peer = 0; peer < p; peer++) {
                if (peer == me) continue;
                double[] out = new double[n];
                for (int i = 0; i < n; i++) out[i] = me * 1e6 + peer * 1e3 + i;
                double[] in = new double[n];
                w.Sendrecv(out, 0, n, MPI.DOUBLE, peer, 5, in, 0, n, MPI.DOUBLE, peer, 5);
                for (int i = 0; i < n; i += 997) assertEquals(peer * 1e6 + me * 1e3 + i, in[i]);
            }
            double[] sum = new double[n];
            double[] mine = new double[n];
            java.util.Arrays.fill(mine, me + 1);
            w.Allreduce(mine, 0, sum, 0, n, MPI.DOUBLE, MPI.SUM);
            assertEquals(p * (p + 1) / 2.0, sum[n - 1]);
            int[] b = {me == 1 ? 42 : 0};
            w.Bcast(b, 0, 1, MPI.INT, 1);
            assertArrayEquals(new int[] {42}, b);
        }
        w.Barrier();
    }

    @Test
    void ringsAreRemovedOnceEveryPeerHasMappedThem(@TempDir Path dir) throws Exception {
        TestJob.run(jobs(dir), 3, Config.fromSystem(), 60, ShmDeviceTest::exchangeEverything);
        assertEquals(0, files(dir), "files left in " + dir);
    }

    @Test
    void ranksBlockingAtOnceAreWokenByTheirPeersThroughSmallRings(@TempDir Path dir) throws Exception {
        Config blocking = Config.fromSystem().with("mpj.spin.us", "0").with("mpj.yield.us", "0").with("mpj.shm.ring", "64k");
        TestJob.run(jobs(dir), 4, blocking, 120, ShmDeviceTest::exchangeEverything);
    }

    /** Which device each rank routes each peer through, as "from>to:device", after exchanging everything. */
    public static Set<String> routes(TestJob.Jobs jobs, int size, Config config) throws Exception {
        Set<String> routes = ConcurrentHashMap.newKeySet();
        TestJob.run(jobs, size, config, 60, w -> {
            PeerRouter router = TestJob.communicator(w).engine().router();
            for (int peer = 0; peer < size; peer++) routes.add(w.Rank() + ">" + peer + ":" + router.deviceOf(peer));
            exchangeEverything(w);
        });
        return routes;
    }

    @Test
    void ranksOnDifferentMachinesTalkOverSocketsTheRestOverRings(@TempDir Path a, @TempDir Path b) throws Exception {
        Set<String> routes = routes(jobs(a, b), 4, Config.fromSystem()); // ranks 0 and 2 on one machine, 1 and 3 on the other
        assertEquals(Set.of("0>0:self", "0>1:nio", "0>2:shm", "0>3:nio", "1>0:nio", "1>1:self", "1>2:nio", "1>3:shm",
                "2>0:shm", "2>1:nio", "2>2:self", "2>3:nio", "3>0:nio", "3>1:shm", "3>2:nio", "3>3:self"), routes);
        assertEquals(0, files(a) + files(b));
    }
}
