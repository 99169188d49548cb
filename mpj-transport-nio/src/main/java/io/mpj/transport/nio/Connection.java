package io.mpj.transport.nio;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.FrameHandler;
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
 * together, and several small frames leave in one write.
 */
final class Connection {
    private final int peer;
    private final SocketChannel channel;
    private final ChunkPool pool;
    private final FrameHandler handler;
    private final ByteBuffer in;
    private final FrameReader reader;
    private final FrameWriter writer = new FrameWriter();
    private SelectionKey key;
    /** Bytes packed and not yet written (between position and limit), borrowed from the pool while any are. */
    private ByteBuffer out;
    private boolean byeReceived;
    private boolean closed;

    Connection(int peer, SocketChannel channel, ChunkPool pool, int readBufferBytes, FrameHandler handler) {
        this.peer = peer;
        this.channel = channel;
        this.pool = pool;
        this.handler = handler;
        this.in = WireOrder.allocateDirect(readBufferBytes);
        this.reader = new FrameReader(peer, handler, (from, h) -> {
            if (h.kind == FrameStream.BYE) byeReceived = true; // a WAKE has done its job by waking the selector
        });
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
        in.compact(); // a partial header or element stays for the next read
        return true;
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
