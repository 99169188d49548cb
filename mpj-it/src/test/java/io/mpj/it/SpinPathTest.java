package io.mpj.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The methods mpjrun keeps from C2 (RankCommand's spin path, named as compile commands name them)
 * exist in the library's jars: a method renamed or moved would silently fall back under C2. And C2
 * compiles the methods that wait without the wait inside them.
 */
class SpinPathTest {
    private static final Pattern TASK = Pattern.compile("<task (compile_id='\\d+'[^>]*)>(.*?)<task_done", Pattern.DOTALL);
    private static final Pattern ENGINE = Pattern.compile("<klass id='(\\d+)' name='io\\.mpj\\.engine\\.PointToPointEngine'");
    private static final Pattern WAIT = Pattern.compile("<method id='(\\d+)' holder='(\\d+)' name='waitUntil'");
    private static final Pattern CALL = Pattern.compile("<call method='(\\d+)'");
    private static final Pattern VERDICT = Pattern.compile("<inline_(success|fail)");

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

    /**
     * Three seconds of Allreduces of 400 KB (recursive doubling over point-to-point, whose waits C2
     * compiles within the first two seconds here), each rank logging its compilations: C2 compiles callers of the wait, and none of
     * those compilations takes the wait in.
     */
    @Test
    void c2CompilesTheCallersOfTheWaitWithoutIt(@TempDir Path logs) throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--dev", "shm", "--timeout", "120", "--jvm-opt", "-XX:+UnlockDiagnosticVMOptions",
                "--jvm-opt", "-XX:+LogCompilation", "--jvm-opt", "-XX:LogFile=" + logs.resolve("rank%p.log"),
                "-cp", Launch.TEST_CLASSES, "programs.TimedAllreduces", "50000", "3");
        assertEquals(0, r.exit(), r.toString());
        List<String> callers = new ArrayList<>(), inlined = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(logs)) {
            files = s.toList();
        }
        assertEquals(2, files.size(), files.toString());
        for (Path f : files) {
            Matcher task = TASK.matcher(Files.readString(f, StandardCharsets.ISO_8859_1));
            while (task.find()) {
                if (task.group(1).contains("level='")) continue; // C1's tiers; C2's tasks carry no level
                String method = task.group(1).replaceAll("(?s).*method='([^ ]+ [^ ]+).*", "$1");
                switch (waitIn(task.group(2))) {
                    case 1 -> inlined.add(method);
                    case 0 -> callers.add(method);
                    default -> { }
                }
            }
        }
        assertTrue(inlined.isEmpty(), "C2 inlined PointToPointEngine.waitUntil into " + inlined);
        assertFalse(callers.isEmpty(), "no C2 compilation called the wait: the test saw nothing");
    }

    /** 1: this compilation inlined PointToPointEngine.waitUntil; 0: it calls it without; -1: neither. */
    private static int waitIn(String body) {
        Set<String> engines = new HashSet<>(), waits = new HashSet<>();
        for (Matcher m = ENGINE.matcher(body); m.find(); ) engines.add(m.group(1));
        for (Matcher m = WAIT.matcher(body); m.find(); ) if (engines.contains(m.group(2))) waits.add(m.group(1));
        int found = -1;
        for (Matcher call = CALL.matcher(body); call.find(); ) {
            if (!waits.contains(call.group(1))) continue;
            Matcher verdict = VERDICT.matcher(body), next = CALL.matcher(body);
            int end = next.find(call.end()) ? next.start() : body.length(); // this call's verdict comes before the next call
            if (verdict.find(call.end()) && verdict.start() < end && verdict.group(1).equals("success")) return 1;
            found = 0;
        }
        return found;
    }
}
