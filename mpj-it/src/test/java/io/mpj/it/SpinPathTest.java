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
 * The methods mpjrun keeps from C2 (RankCommand's spin path) or out of their callers' C2 compilations
 * (RankCommand's out-of-line methods), named as compile commands name them, exist in the library's
 * jars: a method renamed or moved would silently fall back under C2. And C2 compiles callers of each
 * out-of-line method without it inside them.
 */
class SpinPathTest {
    private static final Pattern TASK = Pattern.compile("<task (compile_id='\\d+'[^>]*)>(.*?)<task_done", Pattern.DOTALL);
    private static final Pattern KLASS = Pattern.compile("<klass id='(\\d+)' name='([^']+)'");
    private static final Pattern METHOD = Pattern.compile("<method id='(\\d+)' holder='(\\d+)' name='([^']+)'");
    private static final Pattern CALL = Pattern.compile("<call method='(\\d+)'");
    private static final Pattern VERDICT = Pattern.compile("<inline_(success|fail)");

    @SuppressWarnings("unchecked")
    private static List<String> listOf(String field) throws Exception {
        Field f = Class.forName("io.mpj.launcher.RankCommand").getDeclaredField(field);
        f.setAccessible(true);
        return (List<String>) f.get(null);
    }

    @Test
    void everyMethodKeptFromC2Exists() throws Exception {
        for (String field : List.of("SPIN_PATH", "OUT_OF_LINE")) {
            List<String> methods = listOf(field);
            assertFalse(methods.isEmpty(), field);
            for (String m : methods) {
                String[] parts = m.split("::");
                Class<?> c = Class.forName(parts[0]);
                assertTrue(Arrays.stream(c.getDeclaredMethods()).anyMatch(d -> d.getName().equals(parts[1])), m + " is not a method of " + c);
            }
        }
    }

    /**
     * Three seconds of Allreduces of 400 KB (recursive doubling over point-to-point, whose waits C2
     * compiles within the first two seconds here), each followed by a Send and Recv round trip, each rank
     * logging its compilations: for every out-of-line method C2 compiles a caller, and none of C2's
     * compilations takes one in.
     */
    @Test
    void c2CompilesCallersOfEveryOutOfLineMethodWithoutIt(@TempDir Path logs) throws Exception {
        Launch.Result r = Launch.mpjrun("-np", "2", "--dev", "shm", "--timeout", "120", "--jvm-opt", "-XX:+UnlockDiagnosticVMOptions",
                "--jvm-opt", "-XX:+LogCompilation", "--jvm-opt", "-XX:LogFile=" + logs.resolve("rank%p.log"),
                "-cp", Launch.TEST_CLASSES, "programs.TimedTraffic", "50000", "3");
        assertEquals(0, r.exit(), r.toString());
        List<String> outOfLine = listOf("OUT_OF_LINE");
        Set<String> called = new HashSet<>();
        List<String> inlined = new ArrayList<>();
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
                for (String m : outOfLine) {
                    switch (callIn(task.group(2), m)) {
                        case 1 -> inlined.add(m + " into " + method);
                        case 0 -> called.add(m);
                        default -> { }
                    }
                }
            }
        }
        assertTrue(inlined.isEmpty(), "C2 inlined " + inlined);
        for (String m : outOfLine) assertTrue(called.contains(m), "no C2 compilation called " + m + ": the test saw nothing of it");
    }

    /** 1: this compilation inlined {@code holder::name}; 0: it calls it without; -1: neither. */
    private static int callIn(String body, String holderAndName) {
        String[] parts = holderAndName.split("::");
        Set<String> holders = new HashSet<>(), ids = new HashSet<>();
        for (Matcher m = KLASS.matcher(body); m.find(); ) if (m.group(2).replace('/', '.').equals(parts[0])) holders.add(m.group(1));
        for (Matcher m = METHOD.matcher(body); m.find(); ) if (holders.contains(m.group(2)) && m.group(3).equals(parts[1])) ids.add(m.group(1));
        int found = -1;
        for (Matcher call = CALL.matcher(body); call.find(); ) {
            if (!ids.contains(call.group(1))) continue;
            Matcher verdict = VERDICT.matcher(body), next = CALL.matcher(body);
            int end = next.find(call.end()) ? next.start() : body.length(); // this call's verdict comes before the next call
            if (verdict.find(call.end()) && verdict.start() < end && verdict.group(1).equals("success")) return 1;
            found = 0;
        }
        return found;
    }
}
