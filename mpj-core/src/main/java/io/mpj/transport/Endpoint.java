package io.mpj.transport;

import java.io.IOException;

/**
 * A device between its two start-up phases: it holds this rank's resources (a listening socket,
 * inbound rings) and a card saying how to reach them. The cards of every device travel in one
 * exchange; then each device connects with every rank's card of its own.
 */
public interface Endpoint {
    /** What the other ranks need to reach this one through this device. */
    byte[] card();

    /** Connects to the ranks this device reaches, given every rank's card (indexed by rank). */
    Transport connect(byte[][] cards, FrameHandler handler) throws IOException;

    /** Releases the resources of a device that will not be connected (the job failed to form). */
    void abandon();
}
