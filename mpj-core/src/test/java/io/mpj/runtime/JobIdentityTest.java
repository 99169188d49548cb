package io.mpj.runtime;

import io.mpj.config.Config;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JobIdentityTest {
    private static final String SECRET = "00112233445566778899aabbccddeeff";

    private static JobIdentity of(Map<String, String> env) {
        return JobIdentity.fromEnvironment(Config.ofEnvironment(env));
    }

    @Test
    void withoutALauncherTheProcessIsAJobOfOne() {
        JobIdentity id = of(Map.of());
        assertEquals(0, id.rank());
        assertEquals(1, id.size());
    }

    @Test
    void mpjrunHostsTheRendezvousItself() {
        JobIdentity id = of(Map.of("MPJ_RANK", "2", "MPJ_SIZE", "4", "MPJ_RENDEZVOUS", "127.0.0.1:5000", "MPJ_JOB_SECRET", SECRET));
        assertEquals(2, id.rank());
        assertEquals(4, id.size());
        assertEquals(5000, id.rendezvous().getPort());
        assertFalse(id.hostsRendezvous());
    }

    @Test
    void underMpirunSlurmOrPmiRankZeroHostsTheRendezvous() {
        for (String[] vars : new String[][] {{"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"}, {"SLURM_PROCID", "SLURM_NTASKS"},
            {"PMI_RANK", "PMI_SIZE"}}) {
            JobIdentity zero = of(Map.of(vars[0], "0", vars[1], "3", "MPJ_RENDEZVOUS", "node1:7400", "MPJ_JOB_SECRET", SECRET));
            assertTrue(zero.hostsRendezvous(), vars[0]);
            assertEquals(3, zero.size());
            JobIdentity two = of(Map.of(vars[0], "2", vars[1], "3", "MPJ_RENDEZVOUS", "node1:7400", "MPJ_JOB_SECRET", SECRET));
            assertFalse(two.hostsRendezvous());
            assertEquals("node1", two.rendezvous().getHostString());
        }
    }

    @Test
    void missingOrBadSettingsSayWhatToDo() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> of(Map.of("SLURM_PROCID", "1", "SLURM_NTASKS", "2", "MPJ_JOB_SECRET", SECRET)));
        assertTrue(e.getMessage().contains("MPJ_RENDEZVOUS=host:port"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> of(Map.of("OMPI_COMM_WORLD_RANK", "1", "OMPI_COMM_WORLD_SIZE", "2", "MPJ_RENDEZVOUS", "h:1")));
        assertTrue(e.getMessage().contains("MPJ_JOB_SECRET"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> of(Map.of("MPJ_RANK", "5", "MPJ_SIZE", "2")));
        assertTrue(e.getMessage().contains("is not a rank"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> of(Map.of("MPJ_RANK", "0", "MPJ_SIZE", "2", "MPJ_RENDEZVOUS", "nocolon", "MPJ_JOB_SECRET", SECRET)));
        assertTrue(e.getMessage().contains("host:port"), e.getMessage());
    }

    @Test
    void sizesAcceptBinarySuffixes() {
        Config c = Config.ofEnvironment(Map.of("MPJ_EAGER_THRESHOLD", "128k")).with("mpj.spin.us", "7");
        assertEquals(128 * 1024, c.getLong("mpj.eager.threshold", 0));
        assertEquals(7, c.getLong("mpj.spin.us", 0));
        assertEquals(3L << 20, Config.parseSize("3m"));
        var e = assertThrows(IllegalArgumentException.class,
                () -> Config.ofEnvironment(Map.of("MPJ_EAGER_THRESHOLD", "lots")).getLong("mpj.eager.threshold", 0));
        assertTrue(e.getMessage().contains("MPJ_EAGER_THRESHOLD"), e.getMessage());
    }
}
