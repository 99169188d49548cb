package mpi;

import io.mpj.config.Config;
import io.mpj.runtime.Communicator;
import io.mpj.runtime.Placement;
import io.mpj.runtime.RankRuntime;
import io.mpj.runtime.RendezvousClient;
import io.mpj.runtime.RendezvousServer;
import io.mpj.transport.JobSecret;
import io.mpj.transport.mem.MemoryTransport;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.IntUnaryOperator;

/**
 * Runs p ranks as threads of this JVM, each with its own {@link RankRuntime} and its own
 * COMM_WORLD, and fails on the first exception or when the deadline passes (never hangs).
 */
public final class TestJob {
    /** The code each rank runs. */
    public interface Body {
        void run(Intracomm world) throws Exception;
    }

    /** Creates the ranks of one job; {@link #create} is called concurrently, once per rank. */
    public interface Ranks {
        RankRuntime create(int rank) throws Exception;
    }

    /** How a test suite obtains jobs: in memory here, over NIO in mpj-transport-nio. */
    public interface Jobs {
        Ranks newJob(int size, Config config) throws Exception;
    }

    public static final Jobs IN_MEMORY = (size, config) -> {
        MemoryTransport.Job job = new MemoryTransport.Job(size);
        return rank -> RankRuntime.inMemory(job, rank, config);
    };

    /** In-memory jobs whose rank r counts as running on host {@code hostOf.applyAsInt(r)} (for node-aware algorithms). */
    public static Jobs inMemoryOnHosts(IntUnaryOperator hostOf) {
        return (size, config) -> {
            MemoryTransport.Job job = new MemoryTransport.Job(size);
            String[] hosts = new String[size];
            for (int r = 0; r < size; r++) hosts[r] = "host" + hostOf.applyAsInt(r);
            return rank -> RankRuntime.inMemory(job, rank, config, Placement.onHosts(hosts));
        };
    }

    /**
     * Jobs over real devices on loopback: a rendezvous server per job, each rank a thread that
     * connects with the devices {@code devices} names (as {@code --dev}); {@code perRank} adjusts each
     * rank's configuration. The job secret is {@code mpj.job.secret} if set, else random.
     */
    public static Jobs over(String devices, BiFunction<Integer, Config, Config> perRank) {
        return (size, config) -> {
            String fixed = config.get("mpj.job.secret");
            byte[] secret = fixed != null ? JobSecret.fromHex(fixed) : JobSecret.random();
            RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                    secret, size, null);
            return rank -> RankRuntime.connect(rank, size, devices,
                    new RendezvousClient(server.address(), secret, rank, size, 30_000), secret, perRank.apply(rank, config));
        };
    }

    public static Jobs over(String devices) {
        return over(devices, (rank, config) -> config);
    }

    private TestJob() {}

    /** The runtime communicator behind a rank's COMM_WORLD, for tests below the facade. */
    public static Communicator communicator(Intracomm world) {
        return world.impl;
    }

    /** Opens the ranks of a job at once, one thread each (they meet at the rendezvous), without running anything. */
    public static RankRuntime[] open(Jobs jobs, int size, Config config) throws Exception {
        Ranks ranks = jobs.newJob(size, config);
        ExecutorService pool = Executors.newFixedThreadPool(size);
        try {
            List<Future<RankRuntime>> f = new ArrayList<>();
            for (int r = 0; r < size; r++) {
                int rank = r;
                f.add(pool.submit(() -> ranks.create(rank)));
            }
            RankRuntime[] rt = new RankRuntime[size];
            for (int r = 0; r < size; r++) rt[r] = f.get(r).get(60, TimeUnit.SECONDS);
            return rt;
        } finally {
            pool.shutdownNow();
        }
    }

    public static void run(Jobs jobs, int size, Body body) throws Exception {
        run(jobs, size, Config.fromSystem(), 60, body);
    }

    public static void run(Jobs jobs, int size, Config config, int timeoutSeconds, Body body) throws Exception {
        Ranks ranks = jobs.newJob(size, config);
        Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
        Thread[] threads = new Thread[size];
        for (int r = 0; r < size; r++) {
            int rank = r;
            threads[r] = new Thread(() -> {
                try {
                    RankRuntime rt = ranks.create(rank);
                    Intracomm world = new Intracomm(Communicator.world(rt));
                    body.run(world);
                    rt.beginFinalize();
                    world.Barrier();
                    rt.finish();
                } catch (Throwable t) {
                    t.addSuppressed(new RuntimeException("in rank " + rank));
                    failures.add(t);
                }
            }, "rank-" + r);
            threads[r].setDaemon(true);
            threads[r].start();
        }
        long deadline = System.currentTimeMillis() + timeoutSeconds * 1000L;
        for (Thread t : threads) {
            while (t.isAlive() && failures.isEmpty() && System.currentTimeMillis() < deadline) t.join(20);
        }
        if (!failures.isEmpty()) {
            // a failure often makes others (a rank told that its partner left the call): collect them
            // for a moment, so the report names the first cause as well as its consequences
            long grace = System.currentTimeMillis() + 2000;
            for (Thread t : threads) while (t.isAlive() && System.currentTimeMillis() < grace) t.join(20);
            Throwable first = failures.peek();
            StringBuilder m = new StringBuilder("a rank failed: ").append(first);
            for (Throwable t : failures) if (t != first) m.append("; and: ").append(t);
            throw new AssertionError(m.toString(), first);
        }
        for (Thread t : threads) {
            if (t.isAlive()) {
                StringBuilder sb = new StringBuilder("job did not finish within " + timeoutSeconds + " s; stacks:\n");
                for (Thread x : threads) {
                    sb.append(x.getName()).append('\n');
                    for (StackTraceElement e : x.getStackTrace()) sb.append("    at ").append(e).append('\n');
                }
                throw new AssertionError(sb.toString());
            }
        }
    }
}
