package mpi;

import io.mpj.runtime.JobSecret;
import io.mpj.runtime.RankRuntime;
import io.mpj.runtime.RendezvousClient;
import io.mpj.runtime.RendezvousServer;
import io.mpj.transport.nio.NioTransportProvider;

import java.net.InetAddress;
import java.net.InetSocketAddress;

/** Jobs whose ranks are threads of this JVM connected by the NIO transport over loopback. */
final class NioJobs {
    static final TestJob.Jobs NIO = (size, config) -> {
        byte[] secret = JobSecret.random();
        RendezvousServer server = new RendezvousServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                secret, size, null);
        return rank -> RankRuntime.connect(rank, size, new NioTransportProvider(),
                new RendezvousClient(server.address(), secret, rank, size, 30_000), secret, config);
    };

    private NioJobs() {}
}
