package io.mpj.transport.nio;

import io.mpj.buffer.WireOrder;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;

/** Direct buffers of one size, reused: a connection borrows one while it has output to write. */
final class ChunkPool {
    private final int chunkBytes;
    private final ArrayDeque<ByteBuffer> free = new ArrayDeque<>();

    ChunkPool(int chunkBytes) {
        this.chunkBytes = chunkBytes;
    }

    ByteBuffer acquire() {
        ByteBuffer b = free.poll();
        if (b == null) b = WireOrder.allocateDirect(chunkBytes);
        b.clear();
        return b;
    }

    void release(ByteBuffer b) {
        free.push(b);
    }
}
