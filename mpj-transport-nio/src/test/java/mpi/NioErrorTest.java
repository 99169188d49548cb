package mpi;

/** The error contract over NIO sockets on loopback. */
class NioErrorTest extends ErrorContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
