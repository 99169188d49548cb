package io.mpj.coll.select;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What carries a communicator's collective traffic, for the built-in selection rules: shared memory
 * (every rank on one host) or a network (ranks on several hosts). Each class has rules measured by
 * mpj-model on such a system and shipped in the jar ({@code <class>-rules.txt} beside this class, in
 * the tuning table format); a class without measured gains has none and keeps the defaults.
 */
public enum DeviceClass {
    SHARED_MEMORY("shared-memory"),
    NETWORK("network");

    private final String label;
    private volatile TuningTable rules;

    DeviceClass(String label) {
        this.label = label;
    }

    /** A communicator whose ranks are on {@code hosts} hosts. */
    public static DeviceClass of(int hosts) {
        return hosts > 1 ? NETWORK : SHARED_MEMORY;
    }

    public String label() {
        return label;
    }

    /** The rules shipped for this class (empty when none are). */
    public TuningTable builtinRules() {
        TuningTable r = rules;
        if (r == null) rules = r = load(label + "-rules.txt");
        return r;
    }

    private static TuningTable load(String resource) {
        try (InputStream in = DeviceClass.class.getResourceAsStream(resource)) {
            if (in == null) return new TuningTable(List.of());
            return TuningTable.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList(), resource);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the built-in rules " + resource, e);
        }
    }
}
