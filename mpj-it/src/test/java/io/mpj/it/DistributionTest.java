package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The binary distribution as a user gets it: unpacked anywhere, its bin/ on PATH, a program
 * compiled with plain javac against lib/ and run with mpjrun from another directory.
 */
class DistributionTest {
    static final Path TARGET = Launch.HOME.resolve("mpj-dist/target");
    static final String NAME = "mpj-0.1.0";

    @Test
    void theArchiveUnpacksAndRunsAProgramFromAnyDirectory() throws Exception {
        Path tgz = TARGET.resolve(NAME + "-bin.tar.gz");
        assertTrue(Files.isRegularFile(tgz), tgz + " is missing: mvn package builds it");
        Path dir = Files.createTempDirectory("dist");
        Launch.Result untar = Launch.run(List.of("tar", "-xzf", tgz.toString(), "-C", dir.toString()), Map.of(), 60);
        assertEquals(0, untar.exit(), untar.toString());
        Path home = dir.resolve(NAME);
        for (String f : List.of("bin/mpjrun", "bin/mpj-bench", "bin/mpj-model")) assertTrue(Files.isExecutable(home.resolve(f)), f);
        for (String f : List.of("README.md", "LICENSE", "NOTICE", "examples/Pi.java", "lib/mpj-core-0.1.0.jar",
                "lib/mpj-transport-nio-0.1.0.jar", "lib/mpj-transport-shm-0.1.0.jar", "lib/programs/jgf-kernels.jar")) {
            assertTrue(Files.isRegularFile(home.resolve(f)), f);
        }

        Path work = Files.createTempDirectory("user");
        Files.writeString(work.resolve("Hello.java"), """
                import mpi.*;
                public class Hello {
                    public static void main(String[] args) throws MPIException {
                        MPI.Init(args);
                        int[] sum = new int[1];
                        MPI.COMM_WORLD.Allreduce(new int[] {MPI.COMM_WORLD.Rank()}, 0, sum, 0, 1, MPI.INT, MPI.SUM);
                        System.out.println("hello from " + MPI.COMM_WORLD.Rank() + " of " + MPI.COMM_WORLD.Size() + ", sum " + sum[0]);
                        MPI.Finalize();
                    }
                }
                """);
        String javac = Path.of(System.getProperty("java.home"), "bin", "javac").toString();
        Launch.Result compiled = Launch.run(List.of(javac, "-cp", home.resolve("lib") + "/*", "-d", work.toString(),
                work.resolve("Hello.java").toString()), Map.of(), 120);
        assertEquals(0, compiled.exit(), compiled.toString());

        // an installation of its own: its class-data archive stays in its folder, not in ~/.mpj
        Map<String, String> path = Map.of("PATH", home.resolve("bin") + ":" + System.getenv("PATH"),
                "MPJ_CDS_DIR", dir.resolve("cds").toString());
        Launch.Result run = Launch.run(List.of("bash", "-c", "cd '" + work + "' && mpjrun -np 4 Hello"), path, 120);
        assertEquals(0, run.exit(), run.toString());
        for (int r = 0; r < 4; r++) assertTrue(run.out().contains("hello from " + r + " of 4, sum 6"), run.toString());
        for (String tool : List.of("mpj-bench", "mpj-model", "mpjrun")) {
            Launch.Result v = Launch.run(List.of("bash", "-c", "cd '" + work + "' && " + tool + " --version"), path, 60);
            assertEquals(0, v.exit(), v.toString());
            assertTrue(v.out().startsWith(tool + " 0.1.0 (commit "), v.toString());
        }
    }

    @Test
    void theZipHoldsWhatTheTarballHolds() throws Exception {
        Launch.Result list = Launch.run(List.of("tar", "-tzf", TARGET.resolve(NAME + "-bin.tar.gz").toString()), Map.of(), 60);
        assertEquals(0, list.exit(), list.toString());
        TreeSet<String> tar = new TreeSet<>(list.out().lines().filter(l -> !l.endsWith("/")).toList());
        TreeSet<String> zip = new TreeSet<>();
        try (ZipFile z = new ZipFile(TARGET.resolve(NAME + "-bin.zip").toFile())) {
            z.stream().filter(e -> !e.isDirectory()).forEach(e -> zip.add(e.getName()));
        }
        assertEquals(tar, zip);
        assertTrue(tar.contains(NAME + "/bin/mpjrun") && tar.contains(NAME + "/LICENSE"), tar.toString());
    }
}
