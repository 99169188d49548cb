package io.mpj.coll.select;

import io.mpj.coll.Algorithms.Algorithm;
import io.mpj.coll.Primitive;
import io.mpj.coll.algo.Commutative;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;

/**
 * The algorithms of one primitive on a group of one size, by message size: {@code from[i]} is the
 * smallest size algorithm i serves, up to the next. Choosing is a scan of a few entries, no
 * allocation. An algorithm that needs a commutative operator has its order-keeping replacement (the
 * primitive's first algorithm) beside it. Each choice is logged when {@code mpj.coll.log=calls}
 * ({@link CollectiveLog}).
 */
public final class Choices {

    private final Primitive primitive;
    private final int procs;
    private final long[] from;
    private final Algorithm[] algorithms;
    private final Algorithm[] orderKeeping;
    private final String[] why;
    /** Where each choice is logged, or null. */
    private final System.Logger calls;

    private Choices(Builder b) {
        this.primitive = b.primitive;
        this.procs = b.procs;
        this.calls = b.calls;
        int n = b.algorithms.size();
        this.from = new long[n];
        this.algorithms = b.algorithms.toArray(new Algorithm[0]);
        this.orderKeeping = new Algorithm[n];
        this.why = b.why.toArray(new String[0]);
        Algorithm fallback = Catalogue.find(primitive, Catalogue.names(primitive).get(0));
        for (int i = 0; i < n; i++) {
            from[i] = b.from.get(i);
            orderKeeping[i] = algorithms[i] instanceof Commutative ? fallback : algorithms[i];
        }
    }

    /** The algorithm for {@code bytes}; with a non-commutative operator, one that keeps rank order. */
    @SuppressWarnings("unchecked")
    public <A extends Algorithm> A choose(long bytes, boolean commutative) {
        int i = from.length - 1;
        while (i > 0 && bytes < from[i]) i--;
        Algorithm a = commutative ? algorithms[i] : orderKeeping[i];
        if (calls != null) log(bytes, i, a);
        return (A) a;
    }

    /** Out of line: choose() runs on every collective call, logged or not. */
    private void log(long bytes, int i, Algorithm a) {
        calls.log(Level.INFO, primitive.key() + " p=" + procs + " bytes=" + bytes + " -> " + a.name() + " (" + why[i]
                + (a != algorithms[i] ? ", but " + algorithms[i].name() + " needs a commutative operator" : "") + ")");
    }

    /** "bcast on 4 ranks: 0-12287 B binomial (default); 12288-* B scatter_allgather (tuning table)". */
    public String describe() {
        StringBuilder sb = new StringBuilder(primitive.key()).append(" on ").append(procs).append(" ranks: ");
        for (int i = 0; i < from.length; i++) {
            if (i > 0) sb.append("; ");
            sb.append(TuningTable.range(from[i], i + 1 < from.length ? from[i + 1] - 1 : Long.MAX_VALUE)).append(" B ")
              .append(algorithms[i].name()).append(" (").append(why[i]).append(')');
        }
        return sb.toString();
    }

    /** Collects segments in increasing size; a segment that chooses as its predecessor does is merged into it. */
    static final class Builder {
        private final Primitive primitive;
        private final int procs;
        private final List<Long> from = new ArrayList<>();
        private final List<Algorithm> algorithms = new ArrayList<>();
        private final List<String> why = new ArrayList<>();
        private final System.Logger calls;

        Builder(Primitive primitive, int procs, CollectiveLog log) {
            this.primitive = primitive;
            this.procs = procs;
            this.calls = log.callLogger();
        }

        void add(long at, Algorithm a, String reason) {
            int last = algorithms.size() - 1;
            if (last >= 0 && algorithms.get(last).equals(a) && why.get(last).equals(reason)) return;
            from.add(at);
            algorithms.add(a);
            why.add(reason);
        }

        Choices build() {
            return new Choices(this);
        }
    }
}
