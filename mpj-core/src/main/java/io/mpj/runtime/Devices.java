package io.mpj.runtime;

import io.mpj.transport.TransportProvider;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** The transports on the class path, found with {@link ServiceLoader}, selected by name. */
public final class Devices {
    public static final String DEFAULT = "nio";

    private Devices() {}

    public static TransportProvider find(String name) {
        List<String> names = new ArrayList<>();
        for (TransportProvider p : ServiceLoader.load(TransportProvider.class)) {
            if (p.name().equals(name)) return p;
            names.add(p.name());
        }
        throw new IllegalArgumentException("no device '" + name + "' on the class path (available: "
                + (names.isEmpty() ? "none; is mpj-transport-nio.jar on the class path?" : String.join(", ", names)) + ")");
    }
}
