package io.mpj.bench.suite;

import java.util.List;

/** What mpj-bench checks before it launches anything: the suite's test names and sizes, by the suite's own rules. */
public final class SuiteArguments {
    /** Every test, in the suite's order. */
    public static final List<String> TESTS = List.of(TestKind.labels());

    private SuiteArguments() {}

    /** Throws IllegalArgumentException naming the first unknown test or unreadable size ({@code sizes} may be null). */
    public static void check(List<String> tests, String sizes) {
        for (String t : tests) TestKind.of(t.trim());
        if (sizes != null) Options.parseSizes(sizes);
    }
}
