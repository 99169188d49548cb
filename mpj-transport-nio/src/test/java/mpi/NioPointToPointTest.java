package mpi;

/** The point-to-point contract over NIO sockets on loopback. */
class NioPointToPointTest extends PointToPointContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
