package mpi;

/** The derived-datatype contract over the in-memory transport. */
class MemoryDerivedDatatypeTest extends DerivedDatatypeContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
