package io.mpj.runtime;

import io.mpj.transport.TransportProvider;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The devices on the class path, found with {@link ServiceLoader}, and which of them a job uses:
 * {@code mpj.device} (or {@code --dev}) names one or several, comma-separated; the default is every
 * device of {@link #DEFAULTS} on the class path. {@value #BACKBONE} is always among them: it connects
 * the ranks of every multi-process job, wakes ranks that block, and notices ranks that die.
 */
public final class Devices {
    /** Used when no device is named, those on the class path, in this order of preference. */
    public static final List<String> DEFAULTS = List.of("shm", "nio");
    /** The device every multi-process job opens. */
    public static final String BACKBONE = "nio";

    private Devices() {}

    /** The devices {@code spec} names (null: the defaults), plus the backbone. */
    public static List<TransportProvider> resolve(String spec) {
        List<TransportProvider> all = new ArrayList<>();
        ServiceLoader.load(TransportProvider.class).forEach(all::add);
        Set<String> wanted = new LinkedHashSet<>();
        if (spec == null) {
            for (String d : DEFAULTS) if (find(all, d) != null) wanted.add(d);
        } else {
            for (String d : spec.split(",")) if (!d.isBlank()) wanted.add(d.strip());
        }
        wanted.add(BACKBONE);
        List<TransportProvider> chosen = new ArrayList<>();
        for (String name : wanted) {
            TransportProvider p = find(all, name);
            if (p == null) {
                List<String> names = all.stream().map(TransportProvider::name).toList();
                throw new IllegalArgumentException("no device '" + name + "' on the class path (available: "
                        + (names.isEmpty() ? "none; is mpj-transport-nio.jar on the class path?" : String.join(", ", names)) + ")");
            }
            chosen.add(p);
        }
        return chosen;
    }

    private static TransportProvider find(List<TransportProvider> all, String name) {
        for (TransportProvider p : all) if (p.name().equals(name)) return p;
        return null;
    }
}
