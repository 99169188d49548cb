package mpi;

/** The error contract over the in-memory transport. */
class MemoryErrorTest extends ErrorContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
