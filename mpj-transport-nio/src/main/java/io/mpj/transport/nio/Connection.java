package io.mpj.transport.nio;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.support.FrameReader;
import io.mpj.transport.support.FrameStream;
import io.mpj.transport.support.FrameWriter;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;

/**
 * The TCP connection to one peer. Reading: what arrives goes into one direct buffer, from which the
 * frame reader hands each payload to its sink (the user's array), so many small frames cost one system
 * call. Writing: the frame writer packs queued frames into a pooled direct buffer, header and payload
 * together, and several small frames leave in one write. With {@link HeapIo}, a large payload of numbers
 * skips the direct buffers: it is written from the sender's array and read into the receiver's.
 */
final class Connection {
    private final int peer;
    private final SocketChannel channel;
    private final ChunkPool pool;
    private final FrameHandler handler;
    private final ByteBuffer in;
    private final FrameReader reader;
    private final FrameWriter writer = new FrameWriter();
    /** System calls on the user's arrays, or null: every payload goes through the direct buffers. */
    private final HeapIo heap;
    private SelectionKey key;
    /** Bytes packed and not yet written (between position and limit), borrowed from the pool while any are. */
    private ByteBuffer out;
    private boolean byeReceived;
    private boolean closed;

    /** Payloads of {@code heapMinimum} bytes or more move through {@link HeapIo} (0: none; only where it is available). */
    Connection(int peer, SocketChannel channel, ChunkPool pool, int readBufferBytes, FrameHandler handler, long heapMinimum)
            throws IOException {
        this.peer = peer;
        this.heap = heapMinimum > 0 ? new HeapIo(channel) : null;
        this.channel = channel;
        this.pool = pool;
        this.handler = handler;
        this.in = WireOrder.allocateDirect(readBufferBytes);
        this.reader = new FrameReader(peer, handler, (from, h) -> {
            if (h.kind == FrameStream.BYE) byeReceived = true; // a WAKE has done its job by waking the selector
        });
        if (heap != null) {
            reader.heapMinimum(heapMinimum);
            writer.heapMinimum(heapMinimum);
        }
    }

    void register(SelectionKey key) {
        this.key = key;
    }

    boolean isClosed() {
        return closed;
    }

    boolean byeReceived() {
        return byeReceived;
    }

    boolean hasPendingOutput() {
        return writer.hasPending() || out != null && out.hasRemaining();
    }

    // ---------------------------------------------------------------- reading

    /** Reads what has arrived and delivers every complete header and payload chunk. */
    boolean read() {
        if (reader.heapSink() != null) return readIntoHeap();
        int n;
        try {
            n = channel.read(in);
        } catch (IOException e) {
            lost("connection reset: " + e.getMessage());
            return true;
        }
        if (n < 0) {
            if (byeReceived) closeQuietly();
            else lost("connection closed by the peer");
            return true;
        }
        if (n == 0) return false;
        in.flip();
        reader.read(in);
        while (reader.heapSink() != null && in.hasRemaining()) {
            PayloadSink sink = reader.heapSink(); // what arrived of it goes over, the rest comes straight from the socket
            int k = (int) Math.min(in.remaining(), reader.payloadLeft());
            HeapIo.copy(in, sink.heapArray(), sink.heapOffset(), k);
            reader.heapRead(k);
            reader.read(in);
        }
        in.compact(); // a partial header or element stays for the next read
        if (reader.heapSink() != null) readIntoHeap();
        return true;
    }

    /** Reads the current payload straight into its sink's array, as far as the socket has it. */
    private boolean readIntoHeap() {
        boolean any = false;
        PayloadSink sink;
        try {
            while ((sink = reader.heapSink()) != null) {
                long n = heap.read(sink.heapArray(), sink.heapOffset(), reader.payloadLeft());
                if (n < 0) {
                    lost("connection closed by the peer");
                    return true;
                }
                if (n == 0) break;
                reader.heapRead(n);
                any = true;
            }
        } catch (IOException e) {
            lost("connection reset: " + e.getMessage());
            return true;
        }
        return any;
    }

    private void lost(String why) {
        closeQuietly();
        handler.onPeerLost(peer, why);
    }

    // ---------------------------------------------------------------- writing

    void enqueue(FrameHeader h, PayloadSource payload, SendListener listener) {
        writer.enqueue(h, payload, listener);
    }

    /** Writes queued frames until done or the socket is full; true if any byte left. */
    boolean flush() {
        if (closed) return false;
        boolean wrote = false;
        try {
            while (true) {
                if (out == null || !out.hasRemaining()) {
                    PayloadSource direct = writer.heapPayload();
                    if (direct != null) {
                        long n = heap.write(direct.heapArray(), direct.heapOffset(), writer.payloadLeft());
                        if (n == 0) {
                            wantWrite(true);
                            return wrote;
                        }
                        writer.heapWritten(n);
                        wrote = true;
                        continue;
                    }
                    if (!writer.hasPending()) break;
                    if (out == null) out = pool.acquire();
                    out.clear();
                    writer.write(out);
                    out.flip();
                }
                if (channel.write(out) == 0) {
                    wantWrite(true);
                    return wrote;
                }
                wrote = true;
            }
        } catch (IOException e) {
            lost("write failed: " + e.getMessage());
            return true;
        }
        if (out != null) {
            pool.release(out);
            out = null;
        }
        wantWrite(false);
        return wrote;
    }

    private void wantWrite(boolean on) {
        if (key.isValid()) key.interestOps(on ? SelectionKey.OP_READ | SelectionKey.OP_WRITE : SelectionKey.OP_READ);
    }

    void closeQuietly() {
        closed = true;
        if (key != null) key.cancel();
        try {
            channel.close();
        } catch (IOException ignored) {
            // already gone
        }
    }
}
