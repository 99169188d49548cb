package mpi;

/** The point-to-point contract over the in-memory transport. */
class MemoryPointToPointTest extends PointToPointContract {
    @Override
    protected TestJob.Jobs jobs() {
        return TestJob.IN_MEMORY;
    }
}
