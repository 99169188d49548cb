package mpi;

import io.mpj.runtime.Communicator;
import io.mpj.runtime.Config;
import io.mpj.runtime.JobSecret;
import io.mpj.runtime.RankRuntime;
import io.mpj.runtime.RendezvousClient;
import io.mpj.runtime.RendezvousServer;
import io.mpj.transport.TransportProvider;
import io.mpj.transport.mem.MemoryTransport;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import java.util.function.Supplier;

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

    /**
     * Jobs over a real transport on loopback: a rendezvous server per job, each rank a thread that
     * connects with {@code device}; {@code perRank} adjusts each rank's configuration.
     */
    public static Jobs over(Supplier<TransportProvider> device, BiFunction<Integer, Config, Config> perRank) {
        return (size, config) -> {
            byte[] secret = JobSecret.random();
            RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                    secret, size, null);
            return rank -> RankRuntime.connect(rank, size, device.get(),
                    new RendezvousClient(server.address(), secret, rank, size, 30_000), secret, perRank.apply(rank, config));
        };
    }

    public static Jobs over(Supplier<TransportProvider> device) {
        return over(device, (rank, config) -> config);
    }

    private TestJob() {}

    /** The runtime communicator behind a rank's COMM_WORLD, for tests below the facade. */
    public static Communicator communicator(Intracomm world) {
        return world.impl;
    }

    public static void run(Jobs jobs, int size, Body body) throws Exception {
        run(jobs, size, Config.fromSystem(), 60, body);
    }

    public static void run(Jobs jobs, int size, Config config, int timeoutSeconds, Body body) throws Exception {
        Ranks ranks = jobs.newJob(size, config);
        AtomicReference<Throwable> failure = new AtomicReference<>();
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
                    failure.compareAndSet(null, t);
                }
            }, "rank-" + r);
            threads[r].setDaemon(true);
            threads[r].start();
        }
        long deadline = System.currentTimeMillis() + timeoutSeconds * 1000L;
        for (Thread t : threads) {
            while (t.isAlive() && failure.get() == null && System.currentTimeMillis() < deadline) t.join(20);
        }
        if (failure.get() != null) throw new AssertionError("a rank failed: " + failure.get(), failure.get());
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
