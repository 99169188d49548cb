package io.mpj.it;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The methods mpjrun keeps from C2 (RankCommand's spin path, named as compile commands name them)
 * exist in the library's jars: a method renamed or moved would silently fall back under C2.
 */
class SpinPathTest {
    @Test
    void everyMethodOfTheSpinPathExists() throws Exception {
        Field f = Class.forName("io.mpj.launcher.RankCommand").getDeclaredField("SPIN_PATH");
        f.setAccessible(true);
        @SuppressWarnings("unchecked")
        List<String> methods = (List<String>) f.get(null);
        assertFalse(methods.isEmpty());
        for (String m : methods) {
            String[] parts = m.split("::");
            Class<?> c = Class.forName(parts[0]);
            assertTrue(Arrays.stream(c.getDeclaredMethods()).anyMatch(d -> d.getName().equals(parts[1])), m + " is not a method of " + c);
        }
    }
}
