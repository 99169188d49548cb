package io.mpj.bench.suite;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OptionsTest {
    @Test
    void defaultsAreTheSpecSizesAllTestsAndTheMinMethod() {
        Options o = Options.parse(new String[0]);
        assertEquals(List.of(0, 1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304), o.sizes);
        assertEquals(14, o.tests.size());
        assertEquals(Method.MIN, o.method);
        assertEquals(150, o.reps());
        assertEquals(100, o.warmupFor(65536));
        assertEquals(10, o.warmupFor(1 << 20));
    }

    @Test
    void methodsHaveTheirSpecRepetitions() {
        assertEquals(51, Options.parse(new String[] {"--method", "luecke"}).reps());
        assertEquals(1000, Options.parse(new String[] {"--method", "AVG"}).reps());
        assertEquals(7, Options.parse(new String[] {"--method", "avg", "--reps", "7"}).reps());
    }

    @Test
    void sizesTakeKAndMSuffixes() {
        assertEquals(List.of(0, 1024, 4 << 20, 7), Options.parseSizes("0,1K,4M,7"));
    }

    @Test
    void badInputNamesTheArgument() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Options.parse(new String[] {"--tests", "Bcastt"}))
                .getMessage().contains("unknown test 'Bcastt'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Options.parseSizes("12Q"))
                .getMessage().contains("12Q"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Options.parse(new String[] {"--reps", "0"}))
                .getMessage().contains("--reps"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Options.parse(new String[] {"--method"}))
                .getMessage().contains("needs a value"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Options.parse(new String[] {"--method", "median"}))
                .getMessage().contains("min, luecke, avg"));
    }

    @Test
    void typedTestsRoundUpToWholeDoublesAndDropRepeats() {
        Options o = Options.parse(new String[] {"--sizes", "0,1,4,16,17"});
        assertEquals(List.of(0, 8, 16, 24), List.copyOf(BenchMain.effectiveSizes(o, TestKind.ALLREDUCE)));
        assertEquals(List.of(0, 1, 4, 16, 17), List.copyOf(BenchMain.effectiveSizes(o, TestKind.BCAST)));
        assertEquals(List.of(0), List.copyOf(BenchMain.effectiveSizes(o, TestKind.BARRIER)));
    }

    @Test
    void variantsNameAlgorithmsPerPrimitive() {
        Options o = Options.parse(new String[] {"--variants", "bcast=binomial/linear/table;allreduce=ring"});
        assertEquals(List.of("binomial", "linear", "table"), o.variants.get("bcast"));
        assertEquals(List.of("ring"), o.variants.get("allreduce"));
        assertEquals("reduce", TestKind.REDUCE_NULL.primitive());
        assertEquals("reduce_scatter", TestKind.REDUCE_SCATTER.primitive());
        assertEquals(null, TestKind.RANDOM2SETS.primitive());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Options.parse(new String[] {"--variants", "bcast"}))
                .getMessage().contains("primitive=alg1/alg2"));
    }

    @Test
    void aVariantTwiceNeedsATagAndSamplesGoToTheirOwnFile() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Options.parse(new String[] {"--variants", "bcast=table/linear/table"}))
                .getMessage().contains("NAME@2"));
        Options o = Options.parse(new String[] {"--variants", "bcast=table/linear/table@2", "--samples", "s.csv"});
        assertEquals(List.of("table", "linear", "table@2"), o.variants.get("bcast"));
        assertEquals("s.csv", o.samples);
        assertEquals("ours,shm+table@2,Bcast,4,1024,7,12.500\n", CsvFormat.sample("ours", "shm+table@2", "Bcast", 4, 1024, 7, 12.5));
    }

    @Test
    void anOffsetIsElementsAndNotNegative() {
        assertEquals(0, Options.parse(new String[0]).offset);
        assertEquals(3, Options.parse(new String[] {"--offset", "3"}).offset);
        assertEquals("--offset must not be negative, got -1",
                assertThrows(IllegalArgumentException.class, () -> Options.parse(new String[] {"--offset", "-1"})).getMessage());
    }

    @Test
    void csvRowHasTheHeadersColumns() {
        String row = CsvFormat.row("ours", "nio", "PingPong", Method.MIN, 2, 1000, new Summary(150, 1, 2, 3, 4, 2.0), "ok");
        assertEquals(CsvFormat.HEADER.split(",").length, row.split(",").length);
        assertTrue(row.endsWith(",2.000,500.000,ok"), row); // 1000 bytes in 2 us = 500 MB/s
    }
}
