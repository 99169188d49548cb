package mpi;

/** The deadlock watch over the in-memory transport. */
class MemoryDeadlockTest extends DeadlockContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
