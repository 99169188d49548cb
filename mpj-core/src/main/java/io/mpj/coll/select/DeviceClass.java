package io.mpj.coll.select;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What carries a communicator's collective traffic, for the built-in selection rules: shared memory
 * (every rank on one host), a network (ranks on several hosts, one per host), or both (several hosts,
 * some with more than one of the ranks: the node-aware algorithms' case). Each class has rules
 * measured on such a system and shipped in the jar ({@code <label>-rules.txt} beside this class, in
 * the tuning table format), and a class may fall back to another's rules where its own are silent;
 * a class without measured gains has none and keeps the defaults.
 */
public enum DeviceClass {
    SHARED_MEMORY("shared-memory", null),
    NETWORK("network", null),
    SHARED_HOSTS("node-aware", NETWORK);

    private final String label;
    private final DeviceClass fallback;
    private volatile TuningTable rules;

    DeviceClass(String label, DeviceClass fallback) {
        this.label = label;
        this.fallback = fallback;
    }

    /** A communicator of {@code ranks} ranks on {@code hosts} hosts. */
    public static DeviceClass of(int hosts, int ranks) {
        return hosts <= 1 ? SHARED_MEMORY : ranks > hosts ? SHARED_HOSTS : NETWORK;
    }

    public String label() {
        return label;
    }

    /** The class whose rules apply where this one's are silent (null: the defaults). */
    public DeviceClass fallback() {
        return fallback;
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
