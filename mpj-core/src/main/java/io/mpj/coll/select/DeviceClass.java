package io.mpj.coll.select;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What carries a communicator's collective traffic, for the built-in selection rules: shared memory
 * (every rank on one host), one heap (every rank a thread of one JVM, which can also lend its arrays),
 * a network (ranks on several hosts, one per host), or both (several hosts, some with more than one of
 * the ranks: the node-aware algorithms' case). Each class has rules
 * measured on such a system and shipped in the jar ({@code <label>-rules.txt} beside this class, in
 * the tuning table format), and a class may fall back to another's rules where its own are silent;
 * a class without measured gains ships none (not even looked for: a resource that is not there is
 * searched for in every jar of the class path) and keeps the defaults.
 */
public enum DeviceClass {
    SHARED_MEMORY("shared-memory", null, false),
    SHARED_HEAP("shared-heap", SHARED_MEMORY, false),
    NETWORK("network", null, true),
    SHARED_HOSTS("node-aware", NETWORK, true);

    private static final TuningTable NONE = new TuningTable(List.of());

    private final String label;
    private final DeviceClass fallback;
    private final boolean shipsRules;
    private volatile TuningTable rules;

    DeviceClass(String label, DeviceClass fallback, boolean shipsRules) {
        this.label = label;
        this.fallback = fallback;
        this.shipsRules = shipsRules;
    }

    /** A communicator of {@code ranks} ranks on {@code hosts} hosts. */
    public static DeviceClass of(int hosts, int ranks) {
        return of(hosts, ranks, false);
    }

    /** A communicator of {@code ranks} ranks on {@code hosts} hosts, all of them threads of one JVM if {@code oneHeap}. */
    public static DeviceClass of(int hosts, int ranks, boolean oneHeap) {
        return hosts <= 1 ? oneHeap ? SHARED_HEAP : SHARED_MEMORY : ranks > hosts ? SHARED_HOSTS : NETWORK;
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
        if (r == null) rules = r = shipsRules ? load(resource()) : NONE;
        return r;
    }

    /** The resource beside this class that holds the built-in rules of a class that ships them. */
    String resource() {
        return label + "-rules.txt";
    }

    /** Whether this class ships built-in rules. */
    boolean shipsRules() {
        return shipsRules;
    }

    private static TuningTable load(String resource) {
        try (InputStream in = DeviceClass.class.getResourceAsStream(resource)) {
            if (in == null) return NONE;
            return TuningTable.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList(), resource);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the built-in rules " + resource, e);
        }
    }
}
