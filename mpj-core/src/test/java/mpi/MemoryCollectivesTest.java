package mpi;

/** The collectives contract over the in-memory transport. */
class MemoryCollectivesTest extends CollectivesContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
