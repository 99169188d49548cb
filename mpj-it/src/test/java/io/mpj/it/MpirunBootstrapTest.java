package io.mpj.it;

import io.mpj.transport.JobSecret;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * JVMs started by Open MPI's mpirun (no mpjrun): ranks come from OMPI_COMM_WORLD_*, rank 0 hosts the
 * rendezvous at MPJ_RENDEZVOUS, and the job secret comes from MPJ_JOB_SECRET, exported with -x.
 */
class MpirunBootstrapTest {
    static final Path MPIRUN = Path.of("/usr/bin/mpirun");

    @Test
    void ranksStartedByMpirunFormAJob() throws Exception {
        assertTrue(Files.isExecutable(MPIRUN), "mpirun is missing: apt-get install openmpi-bin (the test command does this as root)");
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String java = System.getProperty("java.home") + "/bin/java";
        String cp = Launch.libraryClasspath() + File.pathSeparator + Launch.TEST_CLASSES;
        List<String> cmd = List.of(MPIRUN.toString(), "--oversubscribe", "--allow-run-as-root", "-np", "3",
                "--mca", "btl", "self,tcp", "-x", "MPJ_RENDEZVOUS", "-x", "MPJ_JOB_SECRET",
                java, "-cp", cp, "programs.AllPairs", "5000");
        Map<String, String> env = Map.of("MPJ_RENDEZVOUS", "127.0.0.1:" + port,
                "MPJ_JOB_SECRET", JobSecret.toHex(JobSecret.random()));
        Launch.Result r = Launch.run(cmd, env, 120);
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("allpairs p=3 n=5000 bad=0"), r.toString());
    }

    @Test
    void withoutARendezvousAddressTheRanksSayWhatToSet() throws Exception {
        assertTrue(Files.isExecutable(MPIRUN), "mpirun is missing: apt-get install openmpi-bin");
        String java = System.getProperty("java.home") + "/bin/java";
        String cp = Launch.libraryClasspath() + File.pathSeparator + Launch.TEST_CLASSES;
        Launch.Result r = Launch.run(List.of(MPIRUN.toString(), "--oversubscribe", "--allow-run-as-root", "-np", "2",
                java, "-cp", cp, "programs.AllPairs"), Map.of(), 120);
        assertTrue(r.exit() != 0, r.toString());
        assertTrue((r.out() + r.err()).contains("MPJ_RENDEZVOUS=host:port"), r.toString());
    }
}
