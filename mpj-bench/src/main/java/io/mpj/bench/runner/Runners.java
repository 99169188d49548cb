package io.mpj.bench.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The libraries mpj-bench can compare, by name. */
public final class Runners {
    private Runners() {
    }

    public static Map<String, LibraryRunner> all(Layout layout) {
        Map<String, LibraryRunner> m = new LinkedHashMap<>();
        for (LibraryRunner r : new LibraryRunner[] {new OursRunner(layout), new MpjExpressRunner(layout),
                new JniRunner(layout), new CTwinRunner(layout)}) m.put(r.name(), r);
        return m;
    }

    /** The runners of {@code names}, in that order; an unknown name is an IllegalArgumentException. */
    public static List<LibraryRunner> byNames(Layout layout, List<String> names) {
        List<LibraryRunner> l = new ArrayList<>();
        for (String n : names) l.add(byName(layout, n));
        return l;
    }

    public static LibraryRunner byName(Layout layout, String name) {
        LibraryRunner r = all(layout).get(name);
        if (r == null) throw new IllegalArgumentException("unknown library '" + name + "'; libraries: " + String.join(", ", all(layout).keySet()));
        return r;
    }
}
