package mpi;

/** The communicator contract over NIO sockets on loopback. */
class NioCommunicatorTest extends CommunicatorContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
