package io.mpj.bench.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The command line itself: help on every subcommand, whatever it requires, and as a command. */
class MpjBenchCliTest {
    @Test
    void helpWorksEverywhere() {
        for (String sub : new String[] {"run", "compare", "pingpong", "collectives", "report", "jgf", "cgm", "startup"}) {
            assertEquals(MpjBench.OK, MpjBench.execute(sub, "--help"), sub);
            assertEquals(MpjBench.OK, MpjBench.execute("help", sub), sub);
        }
        assertEquals(MpjBench.OK, MpjBench.execute("--help"));
        assertEquals(MpjBench.USAGE, MpjBench.execute("run", "--np", "2"), "a missing required option is a usage error");
    }

    /** A typo in --tests or --sizes is a usage error before anything is launched (no run directory). */
    @Test
    void badTestsAndSizesAreRefusedBeforeLaunching() throws Exception {
        Path out = Files.createTempDirectory("bench").resolve("out");
        assertEquals(MpjBench.USAGE, MpjBench.execute("run", "--lib", "ours", "--np", "2", "--tests", "Bcat", "--out", out.toString()));
        assertEquals(MpjBench.USAGE, MpjBench.execute("compare", "--sizes", "1,1Q", "--out", out.toString()));
        assertEquals(MpjBench.USAGE, MpjBench.execute("pingpong", "--tests", "PingPong,Nope", "--out", out.toString()));
        assertEquals(MpjBench.USAGE, MpjBench.execute("jgf", "--sizes", "D", "--out", out.toString()));
        assertEquals(MpjBench.USAGE, MpjBench.execute("jgf", "--sections", "4", "--out", out.toString()));
        assertEquals(MpjBench.USAGE, MpjBench.execute("jgf", "--sections", "3", "--sizes", "C", "--out", out.toString()));
        assertEquals(MpjBench.USAGE, MpjBench.execute("jgf", "--init-warmup", "-1", "--out", out.toString()));
        assertFalse(Files.exists(out.resolve("runs")), "nothing was launched");
    }
}
