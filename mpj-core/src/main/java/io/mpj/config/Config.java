package io.mpj.config;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * All settings in one place: a key {@code mpj.a.b} is read from the system property of that name,
 * else from the environment variable {@code MPJ_A_B}, else the default. Explicit overrides (tests,
 * the launcher) win over both.
 */
public final class Config {
    private final Map<String, String> overrides;
    private final Map<String, String> env;

    private Config(Map<String, String> overrides, Map<String, String> env) {
        this.overrides = overrides;
        this.env = env;
    }

    public static Config fromSystem() {
        return new Config(Map.of(), System.getenv());
    }

    /** Settings from the given environment (and system properties), e.g. to embed or test a launcher's view. */
    public static Config ofEnvironment(Map<String, String> env) {
        return new Config(Map.of(), Map.copyOf(env));
    }

    /** A copy with {@code key} set, whatever the properties and environment say. */
    public Config with(String key, String value) {
        Map<String, String> o = new HashMap<>(overrides);
        o.put(key, value);
        return new Config(o, env);
    }

    public static String envName(String key) {
        return key.replace('.', '_').toUpperCase(Locale.ROOT);
    }

    /** The key whose environment variable is {@code name}: MPJ_A_B to mpj.a.b. */
    public static String keyOf(String name) {
        return name.toLowerCase(Locale.ROOT).replace('_', '.');
    }

    /** The raw value, or null when unset. */
    public String get(String key) {
        String v = overrides.get(key);
        if (v == null) v = System.getProperty(key);
        if (v == null) v = env.get(envName(key));
        return v == null || v.isEmpty() ? null : v;
    }

    /** A plain environment variable (no mpj. prefix), e.g. OMPI_COMM_WORLD_RANK. */
    public String env(String name) {
        String v = env.get(name);
        return v == null || v.isEmpty() ? null : v;
    }

    public String get(String key, String dflt) {
        String v = get(key);
        return v == null ? dflt : v;
    }

    public long getLong(String key, long dflt) {
        String v = get(key);
        if (v == null) return dflt;
        try {
            return parseSize(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad value for " + key + " (" + envName(key) + "): '" + v
                    + "' is not a number (suffixes k, m, g allowed)");
        }
    }

    /**
     * An on/off setting: {@code true} or {@code false} (in any case); {@code dflt} when unset. Anything
     * else is refused, naming the key and its variable, rather than read as off.
     */
    public boolean getBoolean(String key, boolean dflt) {
        String v = get(key);
        if (v == null) return dflt;
        if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) return v.equalsIgnoreCase("true");
        throw new IllegalArgumentException(key + " (" + envName(key) + ") is " + v + ": give true or false");
    }

    /** Parses {@code 64k}, {@code 1m}, {@code 123} (binary multiples). */
    public static long parseSize(String v) {
        String s = v.trim().toLowerCase(Locale.ROOT);
        long mult = 1;
        char last = s.charAt(s.length() - 1);
        if (last == 'k') mult = 1L << 10;
        else if (last == 'm') mult = 1L << 20;
        else if (last == 'g') mult = 1L << 30;
        if (mult != 1) s = s.substring(0, s.length() - 1);
        return Long.parseLong(s) * mult;
    }
}
