package mpi;

import io.mpj.transport.shm.ShmTransportProvider;

/** Jobs whose ranks are threads of this JVM connected by the shared-memory device. */
final class ShmJobs {
    static final TestJob.Jobs SHM = TestJob.over(ShmTransportProvider::new);

    private ShmJobs() {}
}
