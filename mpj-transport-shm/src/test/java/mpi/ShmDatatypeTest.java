package mpi;

/** The datatype contract over shared-memory rings. */
class ShmDatatypeTest extends DatatypeContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
