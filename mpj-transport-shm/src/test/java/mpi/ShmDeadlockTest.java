package mpi;

/** The deadlock watch over shared-memory rings. */
class ShmDeadlockTest extends DeadlockContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
