package io.mpj.coll;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which algorithm to use for which job size and message size, as written by mpj-model. Plain text,
 * one rule per line, the first matching rule wins; '#' starts a comment:
 * <pre>
 * # primitive  processes  bytes         algorithm
 * bcast        2-8        0-12287       binomial
 * bcast        9-*        12288-*       scatter_allgather
 * allreduce    4          *             ring
 * </pre>
 * A range is {@code a-b} (inclusive), {@code a-*} (a or more), {@code a} or {@code *}. The bytes
 * are the message size the primitive is selected by (see {@link Selector}).
 */
public final class TuningTable {
    /** One line of the table. */
    public record Rule(Primitive primitive, long minProcs, long maxProcs, long minBytes, long maxBytes, String algorithm) {
        boolean matches(Primitive p, int procs, long bytes) {
            return p == primitive && procs >= minProcs && procs <= maxProcs && bytes >= minBytes && bytes <= maxBytes;
        }
    }

    private final List<Rule> rules;

    public TuningTable(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The algorithm the first matching rule names, or null. */
    public String lookup(Primitive p, int procs, long bytes) {
        for (Rule r : rules) if (r.matches(p, procs, bytes)) return r.algorithm();
        return null;
    }

    public static TuningTable load(Path file) throws IOException {
        return parse(Files.readAllLines(file), file.toString());
    }

    /** Parses a table; a malformed line is an IllegalArgumentException naming the source and line. */
    public static TuningTable parse(List<String> lines, String source) {
        List<Rule> rules = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int hash = line.indexOf('#');
            if (hash >= 0) line = line.substring(0, hash);
            line = line.strip();
            if (line.isEmpty()) continue;
            String where = source + " line " + (i + 1) + ": ";
            String[] f = line.split("\\s+");
            if (f.length != 4) {
                throw new IllegalArgumentException(where + "expected 4 fields (primitive processes bytes algorithm), got "
                        + f.length + ": '" + line + "'");
            }
            Primitive p = Primitive.ofKey(f[0]);
            if (p == null) throw new IllegalArgumentException(where + "unknown primitive '" + f[0] + "'");
            if (Catalogue.find(p, f[3]) == null) {
                throw new IllegalArgumentException(where + "unknown algorithm '" + f[3] + "' for " + p.key()
                        + " (known: " + String.join(", ", Catalogue.names(p)) + ")");
            }
            long[] procs = range(f[1], where, "processes");
            long[] bytes = range(f[2], where, "bytes");
            rules.add(new Rule(p, procs[0], procs[1], bytes[0], bytes[1], f[3]));
        }
        return new TuningTable(rules);
    }

    private static long[] range(String s, String where, String what) {
        try {
            if (s.equals("*")) return new long[] {0, Long.MAX_VALUE};
            int dash = s.indexOf('-');
            if (dash < 0) {
                long v = Long.parseLong(s);
                return new long[] {v, v};
            }
            long lo = Long.parseLong(s.substring(0, dash));
            String hiText = s.substring(dash + 1);
            long hi = hiText.equals("*") ? Long.MAX_VALUE : Long.parseLong(hiText);
            if (lo < 0 || hi < lo) throw new NumberFormatException();
            return new long[] {lo, hi};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + "bad " + what + " range '" + s + "' (use a-b, a-*, a or *)");
        }
    }
}
