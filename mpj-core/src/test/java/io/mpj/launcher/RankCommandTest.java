package io.mpj.launcher;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RankCommandTest {
    @Test
    void aLocalRankSeesItsShareOfTheCoresUnlessTheUserSaysOtherwise() {
        assertEquals(1, RankCommand.share(2, 2));
        assertEquals(4, RankCommand.share(16, 4));
        assertEquals(1, RankCommand.share(2, 8), "oversubscribed: one each");
        assertEquals(3, RankCommand.share(7, 2));

        RankCommand plain = new RankCommand(LaunchOptions.parse(new String[] {"-np", "2", "Main"}, null, null), "r", Map.of());
        List<String> argv = plain.argv(0, 1);
        assertEquals("-XX:ActiveProcessorCount=1", argv.get(1), argv.toString());
        assertFalse(plain.argv(0, 0).stream().anyMatch(a -> a.startsWith(RankCommand.PROCESSOR_COUNT)), "a remote rank: the JVM's own");

        RankCommand own = new RankCommand(LaunchOptions.parse(new String[] {"-np", "2", "--jvm-opt", "-XX:ActiveProcessorCount=2",
            "Main"}, null, null), "r", Map.of());
        List<String> given = own.argv(0, 1);
        assertEquals(1, given.stream().filter(a -> a.startsWith(RankCommand.PROCESSOR_COUNT)).count(), given.toString());
        assertTrue(given.contains("-XX:ActiveProcessorCount=2"));
    }

    @Test
    void theApiIsAJitBoundaryUnlessTurnedOff() {
        String[] args = {"-np", "2", "--jvm-opt", "-XX:CompileCommand=print,my.Main::run", "Main"};
        List<String> argv = new RankCommand(LaunchOptions.parse(args, null, null), "r", Map.of()).argv(0, 1);
        assertTrue(argv.containsAll(RankCommand.JIT_BOUNDARY), argv.toString());
        assertTrue(argv.indexOf(RankCommand.JIT_BOUNDARY.get(1)) < argv.indexOf("-XX:CompileCommand=print,my.Main::run"),
                "the user's options come after: " + argv);
        List<String> off = new RankCommand(LaunchOptions.parse(args, null, null), "r", Map.of("MPJ_JIT_BOUNDARY", "0")).argv(0, 1);
        assertFalse(off.stream().anyMatch(RankCommand.JIT_BOUNDARY::contains), off.toString());
    }

    @Test
    void theRanksOfAJobShareARandomJobId() {
        LaunchOptions o = LaunchOptions.parse(new String[] {"-np", "2", "Main"}, null, null);
        RankCommand job = new RankCommand(o, "r", Map.of());
        String id = job.env(0).get("MPJ_JOB_ID");
        assertTrue(id.matches("[0-9a-f]{16}"), id);
        assertEquals(id, job.env(1).get("MPJ_JOB_ID"));
        assertEquals(id, job.remoteEnv(1).get("MPJ_JOB_ID"));
        assertFalse(id.equals(new RankCommand(o, "r", Map.of()).env(0).get("MPJ_JOB_ID")), "another job, another id");
    }
}
