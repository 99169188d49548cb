package mpi;

/** The mixed-calls contract over shared-memory rings and segments. */
class ShmMixedCallsTest extends MixedCallsContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
