package mpi;

/** The datatype contract over the in-memory transport. */
class MemoryDatatypeTest extends DatatypeContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
