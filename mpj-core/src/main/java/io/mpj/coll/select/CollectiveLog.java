package io.mpj.coll.select;

import io.mpj.config.Config;

import java.lang.System.Logger.Level;
import java.util.Locale;

/**
 * What collective selection logs, as {@code mpj.coll.log} ({@code MPJ_COLL_LOG}) says: nothing (the
 * default), each communicator's binding of a primitive's algorithms ({@code bindings}), or that and
 * every call's choice ({@code calls}); at INFO on the System.Logger {@code io.mpj.coll}. Asked for
 * nothing, it leaves the logging back end alone: starting java.util.logging just to learn that its
 * levels log nothing cost a rank 30-40 ms of its MPI.Init (docs/results/2026-11-27-init-path).
 */
enum CollectiveLog {
    OFF, BINDINGS, CALLS;

    static final String KEY = "mpj.coll.log";
    private static final String LOGGER = "io.mpj.coll";

    static CollectiveLog of(Config config) {
        String v = config.get(KEY, "off").trim().toUpperCase(Locale.ROOT);
        for (CollectiveLog l : values()) if (l.name().equals(v)) return l;
        throw new IllegalArgumentException(KEY + "=" + config.get(KEY) + ": expected off, bindings or calls");
    }

    /** Logs {@code c}'s binding for a communicator, if bindings are logged. */
    void binding(Choices c) {
        if (this != OFF) System.getLogger(LOGGER).log(Level.INFO, c.describe());
    }

    /** The logger every choice of a binding goes to, or null when calls are not logged. */
    System.Logger callLogger() {
        return this == CALLS ? System.getLogger(LOGGER) : null;
    }
}
