package mpi;

/** Jobs whose ranks are threads of this JVM connected by the NIO transport over loopback. */
final class NioJobs {
    static final TestJob.Jobs NIO = TestJob.over("nio");

    private NioJobs() {}
}
