package io.mpj.bench.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The command line itself: help on every subcommand, whatever it requires, and as a command. */
class MpjBenchCliTest {
    @Test
    void helpWorksEverywhere() {
        for (String sub : new String[] {"run", "compare", "pingpong", "collectives", "report", "jgf", "startup"}) {
            assertEquals(MpjBench.OK, MpjBench.execute(sub, "--help"), sub);
            assertEquals(MpjBench.OK, MpjBench.execute("help", sub), sub);
        }
        assertEquals(MpjBench.OK, MpjBench.execute("--help"));
        assertEquals(MpjBench.USAGE, MpjBench.execute("run", "--np", "2"), "a missing required option is a usage error");
    }
}
