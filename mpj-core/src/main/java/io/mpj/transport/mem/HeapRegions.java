package io.mpj.transport.mem;

import io.mpj.transport.SharedMemory;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The shared memory of ranks that are threads of one JVM: named direct buffers (direct, so that their
 * words can be updated atomically through a buffer-view VarHandle), held until unlinked.
 */
final class HeapRegions implements SharedMemory {
    private final Map<String, ByteBuffer> regions = new ConcurrentHashMap<>();

    @Override
    public ByteBuffer create(String name, int bytes) throws IOException {
        ByteBuffer b = ByteBuffer.allocateDirect(bytes);
        if (regions.putIfAbsent(name, b) != null) throw new IOException("region " + name + " exists");
        return b;
    }

    @Override
    public ByteBuffer open(String name) {
        return regions.get(name);
    }

    @Override
    public void unlink(String name) {
        regions.remove(name);
    }
}
