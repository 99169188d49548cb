package io.mpj.transport.mem;

import io.mpj.transport.SharedMemory;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The shared memory of ranks that are threads of one JVM: named direct buffers (direct, so that their
 * words can be updated atomically through a buffer-view VarHandle) and, under the same names, the
 * slots where the ranks lend each other their arrays; both held until unlinked.
 */
final class HeapRegions implements SharedMemory {
    private final Map<String, ByteBuffer> regions = new ConcurrentHashMap<>();
    private final Map<String, Object[]> references = new ConcurrentHashMap<>();

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
        references.remove(name);
    }

    @Override
    public Object[] references(String name, int slots) {
        return references.computeIfAbsent(name, n -> new Object[slots]);
    }
}
