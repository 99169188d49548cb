package io.mpj.it;

import org.junit.jupiter.api.Test;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Programs compiled against MPJ Express's jar run on ours; ours never inline constants into callers. */
class BinaryCompatibilityTest {
    /** Debian's libmpj-java; the test command installs it (see README). */
    static final Path MPJ_EXPRESS_JAR = Path.of("/usr/share/java/mpj.jar");

    private static void compile(Path source, String classpath, Path out) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diag = new ByteArrayOutputStream();
        int rc = javac.run(null, diag, diag, "--release", "17", "-cp", classpath, "-d", out.toString(), source.toString());
        assertEquals(0, rc, "javac failed:\n" + diag);
    }

    @Test
    void aProgramCompiledAgainstMpjExpressRunsOnOurJars() throws Exception {
        assertTrue(Files.isReadable(MPJ_EXPRESS_JAR),
                MPJ_EXPRESS_JAR + " is missing: apt-get install libmpj-java (the test command does this as root)");
        Path dir = Files.createTempDirectory("compat");
        Path src = dir.resolve("CompatProgram.java");
        try (var in = getClass().getResourceAsStream("/compat/CompatProgram.java")) {
            Files.copy(in, src);
        }
        Path classes = Files.createDirectories(dir.resolve("classes"));
        compile(src, MPJ_EXPRESS_JAR.toString(), classes);
        Launch.Result r = Launch.mpjrun("-np", "2", "-cp", classes.toString(), "CompatProgram", "x");
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("compat ok 0") && r.out().contains("compat ok 1"), r.toString());
    }

    @Test
    void callersCompiledAgainstOurJarReadConstantsAtRunTime() throws Exception {
        Path dir = Files.createTempDirectory("consts");
        Path src = dir.resolve("UsesConstants.java");
        Files.writeString(src, "public class UsesConstants { static int f() { return mpi.MPI.ANY_SOURCE + mpi.MPI.ANY_TAG"
                + " + mpi.MPI.PROC_NULL + mpi.MPI.UNDEFINED + mpi.MPI.THREAD_MULTIPLE + mpi.MPI.ERR_RANK; } }");
        compile(src, Launch.libraryClasspath(), dir);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        java.util.spi.ToolProvider javap = java.util.spi.ToolProvider.findFirst("javap").orElseThrow();
        javap.run(new PrintStream(out), new PrintStream(out), "-c", "-cp", dir.toString(), "UsesConstants");
        String code = out.toString(StandardCharsets.UTF_8);
        for (String c : new String[] {"ANY_SOURCE", "ANY_TAG", "PROC_NULL", "UNDEFINED", "THREAD_MULTIPLE", "ERR_RANK"}) {
            assertTrue(code.contains("getstatic") && code.contains("mpi/MPI." + c), c + " was inlined:\n" + code);
        }
        assertFalse(code.contains("bipush") || code.contains("iconst_m1"), "a constant value was inlined:\n" + code);
    }
}
