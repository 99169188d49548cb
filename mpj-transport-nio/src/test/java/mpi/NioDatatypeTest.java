package mpi;

/** The datatype contract over NIO sockets on loopback. */
class NioDatatypeTest extends DatatypeContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
