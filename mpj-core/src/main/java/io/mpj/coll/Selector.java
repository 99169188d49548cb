package io.mpj.coll;

import io.mpj.coll.Algorithms.Algorithm;
import io.mpj.coll.algo.Commutative;
import io.mpj.runtime.Config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Picks the algorithm for each collective call, in this order: an explicit choice (property
 * {@code mpj.coll.<primitive>}, or {@link #force}), the tuning table if one is installed
 * ({@code mpj.coll.tuning}, else {@code ~/.mpj/tuning.txt} if present), the built-in defaults. Every
 * rank must see the same inputs; the message size a primitive is selected by is the same on all ranks.
 */
public final class Selector {
    private final Map<Primitive, String> forced = new EnumMap<>(Primitive.class);
    private final TuningTable table;
    private volatile Consumer<String> trace;

    public Selector(Config config) {
        for (Primitive p : Primitive.values()) {
            String name = config.get("mpj.coll." + p.key());
            if (name != null) force(p, name);
        }
        this.table = loadTable(config);
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
            return;
        }
        if (Catalogue.find(p, algorithm) == null) {
            throw new IllegalArgumentException("mpj.coll." + p.key() + ": unknown algorithm '" + algorithm
                    + "' (known: " + String.join(", ", Catalogue.names(p)) + ")");
        }
        forced.put(p, algorithm);
    }

    /** Reports each selection as "primitive p=.. bytes=.. -> algorithm (why)", for tests and debugging. */
    public void trace(Consumer<String> sink) {
        this.trace = sink;
    }

    /**
     * The algorithm for {@code p} on {@code procs} ranks and {@code bytes}; an algorithm that needs a
     * commutative operator is replaced by the primitive's order-keeping default when {@code commutative} is false.
     */
    @SuppressWarnings("unchecked")
    public <A extends Algorithm> A select(Primitive p, int procs, long bytes, boolean commutative) {
        String why;
        String name;
        synchronized (this) {
            name = forced.get(p);
        }
        if (name != null) {
            why = "explicit";
        } else if (table != null && (name = table.lookup(p, procs, bytes)) != null) {
            why = "tuning table";
        } else {
            name = Defaults.choose(p, procs, bytes);
            why = "default";
        }
        Algorithm a = Catalogue.find(p, name);
        if (!commutative && a instanceof Commutative) {
            a = Catalogue.find(p, Catalogue.names(p).get(0));
            why += ", but " + name + " needs a commutative operator";
        }
        Consumer<String> t = trace;
        if (t != null) t.accept(p.key() + " p=" + procs + " bytes=" + bytes + " -> " + a.name() + " (" + why + ")");
        return (A) a;
    }
}
