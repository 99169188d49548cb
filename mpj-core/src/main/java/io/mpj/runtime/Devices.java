package io.mpj.runtime;

import io.mpj.transport.TransportProvider;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** The transports on the class path, found with {@link ServiceLoader}, selected by name. */
public final class Devices {
    /** Used when no device is named, in this order of preference: the first on the class path. */
    public static final List<String> DEFAULTS = List.of("shm", "nio");

    private Devices() {}

    /** The device called {@code name}, or for null the first of {@link #DEFAULTS} on the class path. */
    public static TransportProvider find(String name) {
        List<TransportProvider> all = new ArrayList<>();
        ServiceLoader.load(TransportProvider.class).forEach(all::add);
        for (String wanted : name != null ? List.of(name) : DEFAULTS) {
            for (TransportProvider p : all) if (p.name().equals(wanted)) return p;
        }
        List<String> names = all.stream().map(TransportProvider::name).toList();
        throw new IllegalArgumentException("no device '" + (name != null ? name : String.join("' or '", DEFAULTS))
                + "' on the class path (available: " + (names.isEmpty() ? "none; is mpj-transport-nio.jar on the class path?"
                : String.join(", ", names)) + ")");
    }
}
