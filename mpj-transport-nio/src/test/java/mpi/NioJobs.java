package mpi;

import io.mpj.transport.nio.NioTransportProvider;

/** Jobs whose ranks are threads of this JVM connected by the NIO transport over loopback. */
final class NioJobs {
    static final TestJob.Jobs NIO = TestJob.over(NioTransportProvider::new);

    private NioJobs() {}
}
