package mpi;

/** The mixed-calls contract over the in-memory transport. */
class MemoryMixedCallsTest extends MixedCallsContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
