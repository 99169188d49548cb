package mpi;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JNI binding on real Open MPI: {@link JniChecks} under mpirun on both devices, and the JGF
 * kernels (which validate themselves and exit non-zero when wrong), compiled against the pure-Java library's API, unchanged, on the binding. Needs mpicc and mpirun
 * (bin/test-all installs Open MPI); without them the native library is not built and these fail.
 */
class JniBindingTest {
    private static final Path NATIVE = Path.of("target/native").toAbsolutePath();
    private static final String CLASSES = Path.of("target/classes").toAbsolutePath() + File.pathSeparator
            + Path.of("target/test-classes").toAbsolutePath();

    @ParameterizedTest(name = "p = {0}")
    @ValueSource(ints = {2, 3})
    void checksPassOverSharedMemory(int np) throws Exception {
        String out = mpirun(np, "self,vader", List.of("-cp", CLASSES, "mpi.JniChecks"));
        assertTrue(out.contains("JNI checks passed on " + np + " ranks"), out);
    }

    @Test
    void checksPassOverTcp() throws Exception {
        String out = mpirun(2, "self,tcp", List.of("-cp", CLASSES, "mpi.JniChecks"));
        assertTrue(out.contains("JNI checks passed on 2 ranks"), out);
    }

    @Test
    void jgfKernelsRunAndValidateOnTheBinding() throws Exception {
        Path jgf = Path.of("../jgf-kernels/target/jgf-kernels.jar").toAbsolutePath();
        assertTrue(Files.exists(jgf), "build jgf-kernels first: " + jgf);
        String out = mpirun(2, "self,vader", List.of("-cp", Path.of("target/classes").toAbsolutePath() + File.pathSeparator + jgf,
                "jgf.Main", "all", "-size", "A"));
        for (String k : new String[] {"Series", "Crypt", "SOR", "SparseMatmult", "LUFact"})
            assertTrue(out.contains("Section2:" + k + ":Kernel:SizeA"), k + " did not report:\n" + out);
        assertTrue(out.contains("JGFAllSizeA section2 TEST COMPLETE"), out);
    }

    @Test
    void cgmKernelsRunAndValidateOnTheBinding() throws Exception {
        Path cgm = Path.of("../cgm-kernels/target/cgm-kernels.jar").toAbsolutePath();
        assertTrue(Files.exists(cgm), "build cgm-kernels first: " + cgm);
        for (String[] k : new String[][] {{"ListRanking", "-n", "20000"}, {"Sort", "-n", "20000", "--duplicates"}, {"MatMul", "-n", "60"}}) {
            List<String> args = new ArrayList<>(List.of("-cp", Path.of("target/classes").toAbsolutePath() + File.pathSeparator + cgm, "cgm.Main"));
            args.addAll(List.of(k));
            String out = mpirun(3, "self,vader", args);
            assertTrue(out.contains(k[0] + " n=") && out.contains(", valid"), String.join(" ", k) + ":\n" + out);
        }
    }

    private static String mpirun(int np, String btl, List<String> javaArgs) throws Exception {
        assertTrue(Files.exists(NATIVE.resolve("libmpjjni.so")),
                "libmpjjni.so not built: mpicc missing? apt-get install libopenmpi-dev openmpi-bin");
        List<String> cmd = new ArrayList<>(List.of("mpirun"));
        if ("root".equals(System.getProperty("user.name"))) cmd.add("--allow-run-as-root");
        cmd.addAll(List.of("--oversubscribe", "--timeout", "120", "-np", Integer.toString(np), "--mca", "btl", btl));
        if (btl.contains("tcp")) cmd.addAll(List.of("--mca", "btl_tcp_if_include", "lo"));
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Djava.library.path=" + NATIVE);
        cmd.addAll(javaArgs);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "mpirun did not finish");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text);
        return text;
    }
}
