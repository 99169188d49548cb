package mpi;

/** The error contract over shared-memory rings. */
class ShmErrorTest extends ErrorContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
