package mpi;

/** The deriveddatatype contract over shared-memory rings. */
class ShmDerivedDatatypeTest extends DerivedDatatypeContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
