package mpi;

/** The collectives contract over shared-memory rings. */
class ShmCollectivesTest extends CollectivesContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
