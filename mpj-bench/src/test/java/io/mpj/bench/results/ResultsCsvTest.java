package io.mpj.bench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultsCsvTest {
    static final String LEGACY_HEADER = "library,device,test,method,p,bytes,reps,min_us,median_us,mean_us,max_us,reported_us,mbps";
    static final String HEADER = LEGACY_HEADER + ",check";

    @Test
    void headerIsTheSpecsColumnsInOrder() {
        assertEquals(HEADER, String.join(",", ResultsCsv.COLUMNS));
    }

    @Test
    void roundTrip() throws IOException {
        Result r = new Result("ours", "nio+chain", "Reduce-null", "luecke", 4, 4194304, 45, 1, 2, 3.5, 9, 3.25, 1290.555, "ok");
        StringWriter w = new StringWriter();
        ResultsCsv.write(w, List.of(r));
        assertTrue(w.toString().startsWith(HEADER + "\n"), w.toString());
        assertEquals(List.of(r), ResultsCsv.read(new StringReader(w.toString()), "x.csv"));
    }

    @Test
    void theSuitesOwnHeaderIsAccepted() throws IOException {
        List<Result> rows = ResultsCsv.read(Path.of("src/test/resources/fixed-results.csv"));
        assertEquals(54, rows.size());
        assertEquals("ours/nio", rows.get(0).series());
    }

    @Test
    void aCsvFromBeforeTheCheckReadsAsUncheckedAndWritesWithTheColumn() throws IOException {
        List<Result> rows = ResultsCsv.read(new StringReader(LEGACY_HEADER + "\nours,nio,PingPong,min,2,1,150,1,1,1,1,1,1\n"), "old.csv");
        assertEquals(Result.UNCHECKED, rows.get(0).check());
        assertFalse(rows.get(0).wrong());
        StringWriter w = new StringWriter();
        ResultsCsv.write(w, rows);
        assertTrue(w.toString().startsWith(HEADER + "\n") && w.toString().contains(",1.000,-\n"), w.toString());
    }

    @Test
    void anUnknownVerdictNamesFileAndLine() {
        IOException e = assertThrows(IOException.class, () -> ResultsCsv.read(
                new StringReader(HEADER + "\nours,nio,PingPong,min,2,1,150,1,1,1,1,1,1,maybe\n"), "v.csv"));
        assertEquals("v.csv:2: check is 'maybe', expected ok, wrong or -", e.getMessage());
    }

    @Test
    void aWrongHeaderOrAMalformedRowNamesFileAndLine() {
        IOException h = assertThrows(IOException.class, () -> ResultsCsv.read(new StringReader("library,test\nx,y\n"), "bad.csv"));
        assertTrue(h.getMessage().startsWith("bad.csv: header"), h.getMessage());
        IOException n = assertThrows(IOException.class, () -> ResultsCsv.read(
                new StringReader(HEADER + "\nours,nio,PingPong,min,2,1,150,1,1,1,1,1,1,ok\nours,nio,PingPong,min,two,1,150,1,1,1,1,1,1,ok\n"), "n.csv"));
        assertTrue(n.getMessage().startsWith("n.csv:3:"), n.getMessage());
    }

    @Test
    void atomicWriteLeavesNoTemporaryFiles(@TempDir Path dir) throws IOException {
        ResultsCsv.writeAtomically(dir.resolve("results.csv"), List.of());
        new RunInfo("d", "min", Map.of("np", List.of(2)), Map.of("cores", "2"), Map.of(), List.of()).write(dir.resolve("results.json"));
        try (var files = Files.list(dir)) {
            List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(List.of("results.csv", "results.json"), names);
        }
        RunInfo back = RunInfo.read(dir.resolve("results.json"));
        assertEquals(2, back.cores());
        assertFalse(Files.readString(dir.resolve("results.json")).isBlank());
    }
}
