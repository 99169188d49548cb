package mpi;

import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * mpj.warmup's rounds run on a duplicate of the world: COMM_WORLD sees one call (the Dup), and the
 * program's results are untouched. mpj.prime.sums is on unless set to false.
 */
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

    @Test
    void theRoundsComeFromMpjWarmupAndABadValueIsAnArgumentError() throws Exception {
        assertEquals(0, InitWarmup.rounds(Config.ofEnvironment(Map.of())), "none unless asked");
        assertEquals(300, InitWarmup.rounds(Config.ofEnvironment(Map.of("MPJ_WARMUP", "300"))));
        assertEquals(40, InitWarmup.rounds(Config.ofEnvironment(Map.of("MPJ_WARMUP", "7")).with("mpj.warmup", "40")), "the property first");
        MPIException e = Errors.expect(MPI.ERR_ARG, () -> InitWarmup.rounds(Config.ofEnvironment(Map.of("MPJ_WARMUP", "-1"))));
        assertEquals("MPI.Init: mpj.warmup (MPJ_WARMUP) is -1: give 0 or more rounds [MPI_ERR_ARG]", e.getMessage());
        e = Errors.expect(MPI.ERR_ARG, () -> InitWarmup.rounds(Config.ofEnvironment(Map.of("MPJ_WARMUP", "many"))));
        assertTrue(e.getMessage().startsWith("MPI.Init: bad value for mpj.warmup (MPJ_WARMUP): 'many' is not a number"), e.getMessage());
    }

    @Test
    void sumsArePrimedUnlessMpjPrimeSumsIsFalseAndAnythingElseIsAnArgumentError() throws Exception {
        assertTrue(InitWarmup.primesSums(Config.ofEnvironment(Map.of())), "on by default");
        assertFalse(InitWarmup.primesSums(Config.ofEnvironment(Map.of("MPJ_PRIME_SUMS", "false"))));
        assertTrue(InitWarmup.primesSums(Config.ofEnvironment(Map.of("MPJ_PRIME_SUMS", "false")).with("mpj.prime.sums", "true")), "the property first");
        MPIException e = Errors.expect(MPI.ERR_ARG, () -> InitWarmup.primesSums(Config.ofEnvironment(Map.of("MPJ_PRIME_SUMS", "no"))));
        assertEquals("MPI.Init: mpj.prime.sums (MPJ_PRIME_SUMS) is no: give true or false [MPI_ERR_ARG]", e.getMessage());
    }
}
