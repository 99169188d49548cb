package mpi;

/** The derived-datatype contract over NIO sockets on loopback. */
class NioDerivedDatatypeTest extends DerivedDatatypeContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
