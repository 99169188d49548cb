package mpi;

import io.mpj.runtime.JobSecret;
import io.mpj.runtime.RankRuntime;
import io.mpj.runtime.RendezvousClient;
import io.mpj.runtime.RendezvousServer;
import io.mpj.transport.shm.ShmTransportProvider;

import java.net.InetAddress;
import java.net.InetSocketAddress;

/** Jobs whose ranks are threads of this JVM connected by the shared-memory device. */
final class ShmJobs {
    static final TestJob.Jobs SHM = (size, config) -> {
        byte[] secret = JobSecret.random();
        RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                secret, size, null);
        return rank -> RankRuntime.connect(rank, size, new ShmTransportProvider(),
                new RendezvousClient(server.address(), secret, rank, size, 30_000), secret, config);
    };

    private ShmJobs() {}
}
