package mpi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** mpj.warmup's rounds run on a duplicate of the world: COMM_WORLD sees one call (the Dup), and the program's results are untouched. */
class InitWarmupTest {
    @Test
    void theRoundsRunOnAPrivateCommunicatorAndTheWorldSeesOnlyTheDup() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 3, w -> {
            assertEquals(3 * 7, InitWarmup.run(w, 7), "three Allreduces a round");
            assertEquals(1, TestJob.communicator(w).collectives().callsMade(), "the Dup, and none of the rounds, on COMM_WORLD");
            int[] v = {w.Rank() + 1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(6, v[0]);
            assertEquals(2, TestJob.communicator(w).collectives().callsMade());
        });
    }

    @Test
    void noRoundsOrAJobOfOneMakeNoCalls() throws Exception {
        TestJob.run(TestJob.IN_MEMORY, 2, w -> assertEquals(0, InitWarmup.run(w, 0)));
        TestJob.run(TestJob.IN_MEMORY, 1, w -> assertEquals(0, InitWarmup.run(w, 50)));
    }
}
