package io.mpj.it;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A conformance suite written by others: MPJ Express 0.44's own test programs (see
 * {@link MpjExpressSuite}), compiled against MPJ Express's jars and run on ours through mpjrun.
 * Every class passes at its process counts unless expectations.txt says why not (each reason
 * checked by hand against MPJ Express itself); a class named there that the suite lacks fails the
 * test, so the list stays true.
 */
class MpjExpressSuiteTest {
    /** How the suite reports a failure: it prints and carries on, so the output is the verdict. */
    static final Pattern FAILURE = Pattern.compile("ERROR|Error|FAIL|Fail|bad answer|[Ww]rong|incorrect|Exception|Throwable");
    static final int DEADLINE_SECONDS = 60;
    static final Path STDIN = Path.of("target/mpjexpress-suite/stdin.txt");

    /** What expectations.txt says about one class: verdict, process counts (null: by prefix), JVM options. */
    record Expectation(String verdict, List<Integer> np, List<String> jvm) {}

    /** expectations.txt, read. */
    record Expectations(TreeMap<String, List<Integer>> npByPrefix, List<String> notCompiled, Map<String, Expectation> classes) {
        List<Integer> np(String name, Expectation e) {
            if (e.np() != null) return e.np();
            return npByPrefix.entrySet().stream().filter(p -> p.getKey().equals("*") || name.startsWith(p.getKey()))
                    .max(Comparator.comparingInt(p -> p.getKey().equals("*") ? 0 : p.getKey().length())).orElseThrow().getValue();
        }
    }

    @TestFactory
    Stream<DynamicTest> mpjExpressTestSuiteRunsOnOurs() throws Exception {
        Expectations x = readExpectations();
        MpjExpressSuite.Prepared suite = MpjExpressSuite.prepare(STDIN.getParent(), x.notCompiled());
        Files.writeString(STDIN, "500\n");
        TreeMap<String, Path> tests = suite.testClasses();
        for (String name : x.classes().keySet()) {
            assertTrue(tests.containsKey(name), "expectations.txt names " + name + ", which the suite does not have");
        }
        List<DynamicTest> cases = new ArrayList<>();
        Expectation passes = new Expectation("pass", null, List.of());
        for (String name : tests.keySet()) {
            Expectation e = x.classes().getOrDefault(name, passes);
            if (!e.verdict().equals("pass") && !e.verdict().equals("abort")) continue; // excluded, with its reason
            for (int np : x.np(name, e)) {
                cases.add(DynamicTest.dynamicTest(name + " p=" + np, () -> check(suite.classes(), name, np, e)));
            }
        }
        return cases.stream();
    }

    private static void check(Path classes, String name, int np, Expectation e) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Launch.MPJRUN, "-np", Integer.toString(np)));
        for (String opt : e.jvm()) cmd.addAll(List.of("--jvm-opt", opt));
        cmd.addAll(List.of("-cp", classes.toString(), "SuiteMain", name));
        Launch.Result r = Launch.run(cmd, Map.of(), DEADLINE_SECONDS, STDIN); // env.InputTester reads a number on rank 0
        if (e.verdict().equals("abort")) {
            assertNotEquals(0, r.exit(), "an Abort must end the job with a non-zero status\n" + r);
            assertTrue(r.err().contains("called Abort"), r.toString());
            return;
        }
        assertEquals(0, r.exit(), r.toString());
        String out = r.out() + r.err();
        assertFalse(FAILURE.matcher(out).find(), "the test printed a failure:\n" + r);
        assertEquals(np, out.split(Pattern.quote("SuiteMain: " + name + " returned"), -1).length - 1,
                "every rank returns from the test\n" + r); // not per line: some tests end without a newline
    }

    /** The format is described at the top of the file. */
    static Expectations readExpectations() throws IOException {
        Expectations x = new Expectations(new TreeMap<>(), new ArrayList<>(), new LinkedHashMap<>());
        try (var in = new BufferedReader(new InputStreamReader(
                MpjExpressSuiteTest.class.getResourceAsStream("/mpjexpress-suite/expectations.txt"), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) continue;
                String[] f = line.split("\\s+");
                if (f[0].equals("np")) {
                    x.npByPrefix().put(f[1], Arrays.stream(f, 2, f.length).map(Integer::valueOf).toList());
                } else if (f[0].equals("not-compiled")) {
                    x.notCompiled().add(f[1]);
                } else {
                    List<Integer> np = null;
                    List<String> jvm = new ArrayList<>();
                    for (int i = 2; i < f.length; i++) {
                        if (f[i].startsWith("np=")) np = Arrays.stream(f[i].substring(3).split(",")).map(Integer::valueOf).toList();
                        if (f[i].startsWith("jvm=")) jvm.add(f[i].substring(4));
                    }
                    x.classes().put(f[0], new Expectation(f[1], np, jvm));
                }
            }
        }
        return x;
    }
}
