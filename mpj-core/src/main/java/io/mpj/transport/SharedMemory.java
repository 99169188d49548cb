package io.mpj.transport;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Named memory that the ranks a device reaches on one host can all map ({@link Transport#sharedMemory}):
 * what the shared-memory collectives work in. Names are the job's own; concurrent jobs never meet.
 */
public interface SharedMemory {
    /**
     * Creates region {@code name} of {@code bytes} zeroed bytes and maps it. Other ranks see the name
     * only once the region is complete; a name that exists already is an IOException.
     */
    ByteBuffer create(String name, int bytes) throws IOException;

    /** Maps region {@code name}, or returns null if no rank has created it (yet). */
    ByteBuffer open(String name) throws IOException;

    /** Removes the name, best effort; every mapping stays valid. */
    void unlink(String name);

    /**
     * {@code slots} references that every rank sees under {@code name} (made by the first caller, kept
     * until the name is unlinked), or null where the ranks are processes, each with a heap of its own.
     * Ranks that are threads of one JVM lend each other their arrays there instead of copying them.
     */
    default Object[] references(String name, int slots) {
        return null;
    }
}
