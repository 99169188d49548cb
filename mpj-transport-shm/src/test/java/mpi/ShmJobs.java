package mpi;

/** Jobs whose ranks are threads of this JVM connected by the shared-memory device. */
final class ShmJobs {
    static final TestJob.Jobs SHM = TestJob.over("shm");

    private ShmJobs() {}
}
