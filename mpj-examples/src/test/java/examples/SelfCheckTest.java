package examples;

import io.mpj.config.Config;
import mpi.Intracomm;
import mpi.TestJob;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Random;

/**
 * SelfCheck's sequences on each device (ranks as threads of this JVM: in memory, shared memory, NIO
 * on loopback), at p = 1 to 4 and from three threads per rank at p = 3, with the default collective
 * algorithms and with the shared-memory ones forced (over NIO they run their point-to-point fallback).
 * Multi-process runs through mpjrun: mpj-it's MpjRunTest.
 */
class SelfCheckTest {
    private static TestJob.Jobs jobs(String device) {
        return device.equals("mem") ? TestJob.IN_MEMORY : TestJob.over(device);
    }

    private static List<Config> configs() {
        Config forced = Config.fromSystem();
        for (String p : List.of("allreduce", "reduce", "bcast", "barrier")) {
            forced = forced.with("mpj.coll." + p, "shared_memory");
        }
        return List.of(Config.fromSystem(), forced);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mem", "shm", "nio"})
    void aSeededSequenceOfMixedCallsGivesTheSequentialResults(String device) throws Exception {
        for (Config config : configs()) {
            for (int p = 1; p <= 4; p++) {
                TestJob.run(jobs(device), p, config, 120, w -> SelfCheck.run(
                        new Intracomm[] {w, w.Dup(), w.Split(w.Rank() % 2, w.Rank())}, new Random(42), 120));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mem", "shm", "nio"})
    void threadsOfEachRankCallOnTheirOwnCommunicatorsAtOnce(String device) throws Exception {
        for (Config config : configs()) TestJob.run(jobs(device), 3, config, 120, w -> SelfCheck.runThreads(w, 3, 7, 60));
    }
}
