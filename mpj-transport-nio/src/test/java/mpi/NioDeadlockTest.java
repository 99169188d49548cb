package mpi;

/** The deadlock watch over NIO sockets on loopback. */
class NioDeadlockTest extends DeadlockContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
