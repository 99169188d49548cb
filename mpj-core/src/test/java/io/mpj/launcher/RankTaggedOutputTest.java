package io.mpj.launcher;

import io.mpj.runtime.ThreadRanks;
import io.mpj.transport.mem.MemoryTransport;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RankTaggedOutputTest {
    @Test
    void eachRanksLinesComeOutWholeWithItsRankAndOthersUntagged() throws Exception {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        RankTaggedOutput tagged = new RankTaggedOutput(sink, 2);
        PrintStream out = new PrintStream(tagged, true, StandardCharsets.UTF_8);
        MemoryTransport.Job job = new MemoryTransport.Job(2);
        CyclicBarrier step = new CyclicBarrier(2);
        List<Thread> ranks = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            int rank = r;
            ranks.add(new Thread(() -> {
                ThreadRanks.bind(job, rank, null);
                try {
                    for (int i = 0; i < 50; i++) {
                        out.print("rank " + rank);
                        step.await(); // both ranks hold half a line here
                        out.print(" line " + i + "\nnext ");
                        step.await();
                    }
                    out.print("é last"); // no end of line
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        for (Thread t : ranks) t.start();
        for (Thread t : ranks) t.join();
        out.println("from the launcher");
        tagged.finish();
        List<String> lines = sink.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(103, lines.size(), String.join("\n", lines));
        for (int r = 0; r < 2; r++) {
            int rank = r;
            List<String> mine = lines.stream().filter(l -> l.startsWith("[" + rank + "] ")).toList();
            assertEquals(51, mine.size());
            assertEquals("[" + r + "] rank " + r + " line 0", mine.get(0));
            for (int i = 1; i < 50; i++) assertEquals("[" + r + "] next rank " + r + " line " + i, mine.get(i));
            assertEquals("[" + r + "] next é last", mine.get(50));
        }
        assertEquals(1, lines.stream().filter("from the launcher"::equals).count(), String.join("\n", lines));
    }
}
