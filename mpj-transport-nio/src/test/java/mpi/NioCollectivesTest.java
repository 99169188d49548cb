package mpi;

/** The collectives contract over NIO sockets on loopback. */
class NioCollectivesTest extends CollectivesContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
