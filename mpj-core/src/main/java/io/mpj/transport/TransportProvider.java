package io.mpj.transport;

import java.io.IOException;

/**
 * A named transport, found with {@link java.util.ServiceLoader} and chosen by {@code --dev NAME}
 * or the property {@code mpj.device}.
 */
public interface TransportProvider {
    /** The device name users select, e.g. {@code nio}. */
    String name();

    /** Connects this rank to every other rank of the job. */
    Transport open(TransportContext context, FrameHandler handler) throws IOException;
}
