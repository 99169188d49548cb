package mpi;

/** The pointtopoint contract over shared-memory rings. */
class ShmPointToPointTest extends PointToPointContract {
    @Override
    protected TestJob.Jobs jobs() {
        return ShmJobs.SHM;
    }
}
