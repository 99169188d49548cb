package io.mpj.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.spi.ToolProvider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A thread job's program classes call RankExitCall where they called System.exit, and are otherwise the same. */
class ExitCallRedirectTest {
    private static byte[] classFile(Class<?> c) throws IOException {
        try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
            return in.readAllBytes();
        }
    }

    /** javap -c -v of a class file: the JDK's own reading of it. */
    private static String javap(byte[] b, Path dir) throws IOException {
        Path f = dir.resolve("C.class");
        Files.write(f, b);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintWriter w = new PrintWriter(out, true);
        int code = ToolProvider.findFirst("javap").orElseThrow().run(w, w, "-c", "-v", f.toString());
        assertEquals(0, code, out.toString());
        return out.toString();
    }

    @Test
    void systemExitCallsAndMethodReferencesNameRankExitCall(@TempDir Path dir) throws Exception {
        byte[] original = classFile(ExitingFixture.class);
        byte[] redirected = ExitCallRedirect.redirect(original);
        assertNotSame(original, redirected);
        String before = javap(original, dir), after = javap(redirected, dir);
        assertTrue(before.contains("java/lang/System.exit:(I)V"), before);
        assertFalse(after.contains("java/lang/System.exit:(I)V"), after);
        assertTrue(after.contains("invokestatic") && after.contains("// Method io/mpj/launcher/RankExitCall.exit:(I)V"), "the call: " + after);
        assertTrue(after.contains("REF_invokeStatic io/mpj/launcher/RankExitCall.exit:(I)V"), "the method reference: " + after);
        // the rest of the class means what it meant: it loads, verifies and reads its constants
        Class<?> c = new ClassLoader(getClass().getClassLoader()) {
            Class<?> define() {
                return defineClass(ExitingFixture.class.getName(), redirected, 0, redirected.length);
            }
        }.define();
        var constants = c.getDeclaredMethod("constants");
        constants.setAccessible(true);
        assertEquals(ExitingFixture.constants(), constants.invoke(null));
    }

    @Test
    void aClassWithoutExitOrNotAClassFileIsLeftAsItIs() throws IOException {
        byte[] plain = classFile(ExitCallRedirectTest.class);
        assertSame(plain, ExitCallRedirect.redirect(plain));
        byte[] junk = {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 61, 0, 9, 99, 1, 2};
        assertSame(junk, ExitCallRedirect.redirect(junk));
        byte[] truncated = Arrays.copyOf(classFile(ExitingFixture.class), 40);
        assertSame(truncated, ExitCallRedirect.redirect(truncated));
    }
}
