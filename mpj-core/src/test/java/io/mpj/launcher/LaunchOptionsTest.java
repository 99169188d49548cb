package io.mpj.launcher;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LaunchOptionsTest {
    @Test
    void optionsBeforeTheMainClassArgumentsAfterIt() {
        LaunchOptions o = LaunchOptions.parse(new String[] {"-np", "4", "-cp", "a:b", "--dev", "nio", "--timeout", "9",
            "--tag-output", "--jvm-opt", "-Xmx1g", "app.Main", "-np", "2", "--dev"}, "-Da=1  -Db=2");
        assertEquals(4, o.np());
        assertEquals("a:b", o.classpath());
        assertEquals("nio", o.device());
        assertEquals(9, o.timeoutSeconds());
        assertTrue(o.tagOutput());
        assertEquals(List.of("-Da=1", "-Db=2", "-Xmx1g"), o.jvmOptions());
        assertEquals("app.Main", o.mainClass());
        assertEquals(List.of("-np", "2", "--dev"), o.programArgs());
    }

    @Test
    void mistakesAreExplained() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"Main"}, null))
                .getMessage().contains("-np N"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"-np", "x"}, null))
                .getMessage().contains("needs a number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"-np", "2", "--bogus"}, null))
                .getMessage().contains("unknown option --bogus"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"-np", "2"}, null))
                .getMessage().contains("no main class"));
    }
}
