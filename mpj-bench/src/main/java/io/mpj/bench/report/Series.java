package io.mpj.bench.report;

import io.mpj.bench.results.Result;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Views of a result set that tables and plots share: grouping by test, p and series. */
final class Series {
    private final List<Result> results;

    Series(List<Result> results) {
        this.results = List.copyOf(results);
    }

    List<Result> results() {
        return results;
    }

    List<String> tests() {
        return results.stream().map(Result::test).distinct().toList();
    }

    List<Integer> ps() {
        return new ArrayList<>(new TreeSet<>(results.stream().map(Result::p).toList()));
    }

    List<Integer> ps(String test) {
        return new ArrayList<>(new TreeSet<>(results.stream().filter(r -> r.test().equals(test)).map(Result::p).toList()));
    }

    /** Series names (library/device) in first-seen order, ours first. */
    List<String> names() {
        return results.stream().map(Result::series).distinct()
                .sorted(Comparator.comparing((String s) -> !s.startsWith("ours/"))).toList();
    }

    /** The rows of one test at one p, by series, each sorted by size. */
    Map<String, List<Result>> curves(String test, int p) {
        Map<String, List<Result>> m = new LinkedHashMap<>();
        for (String name : names()) {
            List<Result> c = results.stream().filter(r -> r.test().equals(test) && r.p() == p && r.series().equals(name))
                    .sorted(Comparator.comparingLong(Result::bytes)).collect(Collectors.toList());
            if (!c.isEmpty()) m.put(name, c);
        }
        return m;
    }

    /** The row of one series, test, p and size, or null. */
    Result at(String name, String test, int p, long bytes) {
        for (Result r : results)
            if (r.series().equals(name) && r.test().equals(test) && r.p() == p && r.bytes() == bytes) return r;
        return null;
    }

    /** Sizes measured for a test. */
    List<Long> sizes(String test) {
        return new ArrayList<>(new TreeSet<>(results.stream().filter(r -> r.test().equals(test)).map(Result::bytes).toList()));
    }

    /** The measured size closest to {@code target} on a log scale (sizes above 0 only), or -1. */
    long closest(String test, long target) {
        long best = -1;
        for (long b : sizes(test)) {
            if (b <= 0) continue;
            if (best < 0 || Math.abs(Math.log((double) b / target)) < Math.abs(Math.log((double) best / target))) best = b;
        }
        return best;
    }
}
