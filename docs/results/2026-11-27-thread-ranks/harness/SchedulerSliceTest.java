package io.mpj.runtime;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SchedulerSliceTest {
    /** On JDK 22+ (CI's second pass) the kernel's own view of the thread shows the slice; on 17 nothing is called. */
    @Test
    void aThreadGetsTheSliceItAsksForWhereTheJdkCanAsk() throws Exception {
        AtomicReference<String> said = new AtomicReference<>();
        AtomicReference<String> kernelSays = new AtomicReference<>();
        Thread t = new Thread(() -> { // a thread of its own: the test runner's keep the kernel's slice
            said.set(SchedulerSlice.apply(250_000));
            kernelSays.set(sliceInProc());
        });
        t.start();
        t.join(10_000);
        if (Runtime.version().feature() < 22) {
            assertEquals("slice: Java " + Runtime.version().feature() + " (needs 22 or later)", said.get());
        } else if (customSlices()) {
            assertEquals("slice 250 us", said.get());
            assertEquals("250000", kernelSays.get(), "se.slice in /proc/thread-self/sched");
        } else {
            assertTrue(said.get().startsWith("slice: the kernel keeps its own"), said.get());
        }
    }

    /** Linux 6.12 added a SCHED_OTHER thread's own slice. */
    private static boolean customSlices() {
        String[] v = System.getProperty("os.version").split("[.-]");
        int major = Integer.parseInt(v[0]), minor = Integer.parseInt(v[1]);
        return major > 6 || major == 6 && minor >= 12;
    }

    private static String sliceInProc() {
        try {
            return Files.readAllLines(Path.of("/proc/thread-self/sched")).stream().filter(l -> l.startsWith("se.slice"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst().orElse("absent");
        } catch (Exception e) {
            return e.toString();
        }
    }
}
