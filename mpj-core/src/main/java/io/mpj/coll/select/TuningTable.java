package io.mpj.coll.select;

import io.mpj.coll.Parameters;
import io.mpj.coll.Primitive;
import io.mpj.config.Config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which algorithm to use for which job size and message size, as written by mpj-model. Plain text,
 * one rule per line, the first matching rule wins; '#' starts a comment:
 * <pre>
 * # primitive  processes  bytes         algorithm          [parameters]
 * bcast        2-8        0-12287       binomial
 * bcast        9-*        12288-*       chain              segment=32k fanout=2
 * allreduce    4          *             ring
 * </pre>
 * A range is {@code a-b} (inclusive), {@code a-*} (a or more), {@code a} or {@code *}. The bytes
 * are the message size the primitive is selected by (see {@link Selector}). Parameters, for the
 * algorithms that take them: {@code segment=BYTES} (k, m suffixes) and {@code fanout=N}.
 */
public final class TuningTable {
    /** Between a line's fields: compiled once, when a table is first parsed. */
    private static final class Fields {
        static final Pattern SEPARATOR = Pattern.compile("\\s+");
    }

    /** One line of the table. */
    public record Rule(Primitive primitive, long minProcs, long maxProcs, long minBytes, long maxBytes, String algorithm,
                       Parameters parameters) {
        public Rule(Primitive primitive, long minProcs, long maxProcs, long minBytes, long maxBytes, String algorithm) {
            this(primitive, minProcs, maxProcs, minBytes, maxBytes, algorithm, Parameters.NONE);
        }

        boolean matches(Primitive p, int procs, long bytes) {
            return p == primitive && procs >= minProcs && procs <= maxProcs && bytes >= minBytes && bytes <= maxBytes;
        }

        /** The rule as a line of the table, columns aligned. */
        public String toLine() {
            String line = String.format(Locale.ROOT, "%-16s %-10s %-21s %s", primitive.key(), range(minProcs, maxProcs),
                    range(minBytes, maxBytes), algorithm);
            return parameters.isNone() ? line : String.format(Locale.ROOT, "%-70s %s", line, parameters);
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
        Rule r = rule(p, procs, bytes);
        return r == null ? null : r.algorithm();
    }

    /** The first matching rule, or null. */
    public Rule rule(Primitive p, int procs, long bytes) {
        for (Rule r : rules) if (r.matches(p, procs, bytes)) return r;
        return null;
    }

    /** Every size at which the rules for {@code p} on {@code procs} ranks may change their answer. */
    List<Long> breakpoints(Primitive p, int procs) {
        List<Long> b = new ArrayList<>();
        for (Rule r : rules) {
            if (r.primitive() != p || procs < r.minProcs() || procs > r.maxProcs()) continue;
            b.add(r.minBytes());
            if (r.maxBytes() != Long.MAX_VALUE) b.add(r.maxBytes() + 1);
        }
        return b;
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
            String[] f = Fields.SEPARATOR.split(line);
            if (f.length < 4) {
                throw new IllegalArgumentException(where + "expected 4 fields (primitive processes bytes algorithm) and"
                        + " optional parameters, got " + f.length + ": '" + line + "'");
            }
            Primitive p = Primitive.ofKey(f[0]);
            if (p == null) throw new IllegalArgumentException(where + "unknown primitive '" + f[0] + "'");
            if (Catalogue.find(p, f[3]) == null) {
                throw new IllegalArgumentException(where + "unknown algorithm '" + f[3] + "' for " + p.key()
                        + " (known: " + String.join(", ", Catalogue.names(p)) + ")");
            }
            long[] procs = range(f[1], where, "processes");
            long[] bytes = range(f[2], where, "bytes");
            Parameters params = parameters(f, where);
            try {
                Catalogue.configure(p, f[3], params);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + e.getMessage());
            }
            rules.add(new Rule(p, procs[0], procs[1], bytes[0], bytes[1], f[3], params));
        }
        return new TuningTable(rules);
    }

    private static Parameters parameters(String[] f, String where) {
        long segment = 0;
        int fanout = 0;
        for (int k = 4; k < f.length; k++) {
            int eq = f[k].indexOf('=');
            String key = eq < 0 ? f[k] : f[k].substring(0, eq);
            String value = eq < 0 ? "" : f[k].substring(eq + 1);
            try {
                if (key.equals("segment")) segment = Config.parseSize(value);
                else if (key.equals("fanout")) fanout = Integer.parseInt(value);
                else throw new IllegalArgumentException(where + "unknown parameter '" + f[k] + "' (known: segment=BYTES, fanout=N)");
            } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
                throw new IllegalArgumentException(where + "bad value in '" + f[k] + "'");
            }
            if (segment < 0 || fanout < 0 || value.isEmpty()) {
                throw new IllegalArgumentException(where + "bad value in '" + f[k] + "'");
            }
        }
        return new Parameters(segment, fanout);
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

    static String range(long lo, long hi) {
        if (lo == 0 && hi == Long.MAX_VALUE) return "*";
        if (hi == Long.MAX_VALUE) return lo + "-*";
        return lo == hi ? Long.toString(lo) : lo + "-" + hi;
    }
}
