package mpi;

/** The communicator contract over shared-memory rings. */
class ShmCommunicatorTest extends CommunicatorContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
