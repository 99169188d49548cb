package io.mpj.transport.shm;

import io.mpj.config.Config;
import io.mpj.transport.JobSecret;
import mpi.ShmDeviceTest;
import mpi.TestJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A ring that cannot be created (as on a full /dev/shm) leaves only that direction on the sockets. */
class RingFallbackTest {
    @Test
    void aRingThatCannotBeCreatedLeavesThatDirectionOnTheSocket(@TempDir Path dir) throws Exception {
        byte[] secret = JobSecret.random();
        Config config = Config.fromSystem().with("mpj.shm.dir", dir.toString()).with("mpj.job.secret", HexFormat.of().formatHex(secret));
        Files.createDirectory(new SharedFiles(config, secret).ring(1, 0)); // rank 0 cannot create its ring from rank 1
        Set<String> routes = ShmDeviceTest.routes(TestJob.over("shm"), 2, config);
        assertEquals(Set.of("0>0:self", "0>1:shm", "1>0:nio", "1>1:self"), routes);
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(0, left.count(), "files left");
        }
    }
}
