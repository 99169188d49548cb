package mpi;

/** The mixed-calls contract over NIO sockets on loopback (shared_memory forced runs its point-to-point fallback). */
class NioMixedCallsTest extends MixedCallsContract {
    @Override
    protected TestJob.Jobs jobs() {
        return NioJobs.NIO;
    }
}
