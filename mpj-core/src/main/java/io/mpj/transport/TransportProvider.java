package io.mpj.transport;

import java.io.IOException;

/**
 * A device, found with {@link java.util.ServiceLoader} and named in {@code --dev} or the property
 * {@code mpj.device}. Several devices run side by side; each peer's frames take the most preferred
 * one that reaches it.
 */
public interface TransportProvider {
    /** The device name users select, e.g. {@code nio}. */
    String name();

    /** Rank among devices that reach the same peer: higher wins (shared memory over sockets). */
    int preference();

    /** First phase of start-up: takes this rank's resources and makes its card. */
    Endpoint open(TransportContext context) throws IOException;
}
