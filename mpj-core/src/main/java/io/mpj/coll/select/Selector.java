package io.mpj.coll.select;

import io.mpj.coll.Algorithms.Algorithm;
import io.mpj.coll.Primitive;
import io.mpj.config.Config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Decides which algorithm each collective uses, in this order: an explicit choice (property
 * {@code mpj.coll.<primitive>}, or {@link #force}); the tuning table if one is installed
 * ({@code mpj.coll.tuning}, else {@code ~/.mpj/tuning.txt} if present), or without one the built-in
 * rules of the communicator's device class ({@link DeviceClass}: measured across emulated hosts,
 * shipped in the jar), then those of its fallback class; the built-in defaults. An installed table
 * replaces the built-in rules, as Open MPI's dynamic rules replace its fixed decisions. A
 * communicator binds the decision for its size once ({@link #bind}: a short array from message size
 * to algorithm) and binds again only after {@link #force}. Every rank must see the same inputs; the
 * message size a primitive is selected by is the same on all ranks.
 */
public final class Selector {
    private final Map<Primitive, String> forced = new EnumMap<>(Primitive.class);
    private final TuningTable table;
    private final CollectiveLog log;
    private volatile int generation;
    /**
     * Every binding made, by primitive, size, device class and explicit choice (null: the table's or
     * the built-in rules'): none changes in a run, so binding again after {@link #force} is a lookup.
     * (Building one took 1-5 µs: an interleaved benchmark, which forces each variant before every
     * call, charged it to the timed calls of 10 µs collectives.)
     */
    private final Map<Key, Choices> bindings = new ConcurrentHashMap<>();

    /**
     * A binding's inputs. A class, not a record: a record's first hashCode bootstraps its
     * {@code ObjectMethods} (20 ms of method-handle spinning in a fresh JVM), which a program's first
     * collective call would pay inside its timed loop.
     */
    private static final class Key {
        private final Primitive p;
        private final int procs;
        private final DeviceClass dc;
        private final String explicit;

        Key(Primitive p, int procs, DeviceClass dc, String explicit) {
            this.p = p;
            this.procs = procs;
            this.dc = dc;
            this.explicit = explicit;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.p == p && k.procs == procs && k.dc == dc && Objects.equals(k.explicit, explicit);
        }

        @Override
        public int hashCode() {
            return ((p.ordinal() * 31 + procs) * 31 + dc.ordinal()) * 31 + Objects.hashCode(explicit);
        }
    }

    public Selector(Config config) {
        this(config, loadTable(config));
    }

    /** With {@code table} as the installed table (null: none, the built-in rules apply). */
    Selector(Config config, TuningTable table) {
        for (Primitive p : Primitive.values()) {
            String name = config.get("mpj.coll." + p.key());
            if (name != null) force(p, name);
        }
        this.table = table;
        this.log = CollectiveLog.of(config);
        prepare();
    }

    /**
     * Loads at MPI.Init what a program's first collective call would otherwise load inside its timed
     * loop: the catalogue (every algorithm's class); the built-in rules follow in {@link #prepareFor}.
     */
    private static void prepare() {
        Catalogue.names(Primitive.BARRIER);
    }

    /**
     * Loads the built-in rules a communicator of a job on {@code hosts} hosts can need at MPI.Init rather
     * than in its first collective call: in a job on several hosts, where the rules across hosts apply
     * (reading and parsing them took a rank 15-25 ms of its Init here; docs/results/2026-11-27-init-path).
     * On one host there is nothing to load: shared memory ships no rules.
     */
    public void prepareFor(int hosts) {
        if (hosts > 1) for (DeviceClass dc : DeviceClass.values()) dc.builtinRules();
    }

    private static TuningTable loadTable(Config config) {
        String path = config.get("mpj.coll.tuning");
        Path file = path != null ? Path.of(path) : Path.of(System.getProperty("user.home", "."), ".mpj", "tuning.txt");
        if (path == null && !Files.isReadable(file)) return null;
        try {
            return TuningTable.load(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the tuning table " + file + " (mpj.coll.tuning): " + e.getMessage());
        }
    }

    /** Uses {@code algorithm} for every later call of {@code p}; null returns to table and defaults. */
    public synchronized void force(Primitive p, String algorithm) {
        if (algorithm == null) {
            forced.remove(p);
        } else if (Catalogue.find(p, algorithm) == null) {
            throw new IllegalArgumentException("mpj.coll." + p.key() + ": unknown algorithm '" + algorithm
                    + "' (known: " + String.join(", ", Catalogue.names(p)) + ")");
        } else {
            forced.put(p, algorithm);
        }
        generation++;
    }

    /** Changes with every {@link #force}: bindings made before it are stale. */
    int generation() {
        return generation;
    }

    /** What selection logs ({@code mpj.coll.log}). */
    CollectiveLog log() {
        return log;
    }

    /** The choice for {@code p} on a group of {@code procs} ranks on one host, from message size to algorithm. */
    public Choices bind(Primitive p, int procs) {
        return bind(p, procs, DeviceClass.SHARED_MEMORY);
    }

    /** The choice for {@code p} on a group of {@code procs} ranks of device class {@code dc}. */
    public Choices bind(Primitive p, int procs, DeviceClass dc) {
        String name;
        synchronized (this) {
            name = forced.get(p);
        }
        Key key = new Key(p, procs, dc, name);
        Choices c = bindings.get(key);
        if (c != null) return c;
        c = name != null ? explicit(p, procs, name) : byRules(p, procs, dc);
        Choices raced = bindings.putIfAbsent(key, c);
        return raced != null ? raced : c;
    }

    private Choices explicit(Primitive p, int procs, String name) {
        Choices.Builder b = new Choices.Builder(p, procs, log);
        b.add(0, Catalogue.find(p, name), "explicit");
        return b.build();
    }

    /** Rules and the name the binding log gives them. */
    private record Source(TuningTable rules, String label) {
    }

    /**
     * The tuning table's choices, else the device class's built-in rules' (then its fallback class's),
     * else the defaults: at each size the first source with a rule decides.
     */
    private Choices byRules(Primitive p, int procs, DeviceClass dc) {
        List<Source> sources = new ArrayList<>();
        if (table != null) sources.add(new Source(table, "tuning table"));
        else for (DeviceClass c = dc; c != null; c = c.fallback())
            sources.add(new Source(c.builtinRules(), "built-in " + c.label() + " rules"));
        TreeSet<Long> cuts = new TreeSet<>();
        cuts.add(0L);
        for (long c : Defaults.BREAKPOINTS) cuts.add(c);
        for (Source s : sources) cuts.addAll(s.rules().breakpoints(p, procs));
        Choices.Builder b = new Choices.Builder(p, procs, log);
        for (long at : cuts) {
            TuningTable.Rule r = null;
            String from = "default";
            for (Source s : sources) {
                if ((r = s.rules().rule(p, procs, at)) != null) {
                    from = s.label();
                    break;
                }
            }
            b.add(at, r != null ? Catalogue.configure(p, r.algorithm(), r.parameters())
                    : Catalogue.find(p, Defaults.choose(p, procs, at, dc)), from);
        }
        return b.build();
    }

    /** The algorithm for one call on one host (binds each time: for tools and tests; communicators keep their binding). */
    public <A extends Algorithm> A select(Primitive p, int procs, long bytes, boolean commutative) {
        return bind(p, procs).choose(bytes, commutative);
    }
}
