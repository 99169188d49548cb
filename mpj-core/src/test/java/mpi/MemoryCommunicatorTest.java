package mpi;

/** The communicator contract over the in-memory transport. */
class MemoryCommunicatorTest extends CommunicatorContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
