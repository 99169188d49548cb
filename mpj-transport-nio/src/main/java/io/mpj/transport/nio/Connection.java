package io.mpj.transport.nio;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSink;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.ArrayDeque;

/**
 * The TCP connection to one peer. Reading: frames are parsed out of one direct buffer, so many small
 * frames cost one system call, and each payload is handed to its sink (the user's array) chunk by
 * chunk. Writing: a queue of frames, each written as one gathering write of header and payload chunk.
 */
final class Connection {
    private final int peer;
    private final SocketChannel channel;
    private final ChunkPool pool;
    private SelectionKey key;

    // reading
    private final ByteBuffer in;
    private final FrameHeader inHeader = new FrameHeader();
    private PayloadSink sink;
    private long payloadLeft;
    private boolean inPayload;
    private boolean byeReceived;
    private boolean closed;

    // writing
    private final ArrayDeque<OutFrame> queue = new ArrayDeque<>();
    private final ArrayDeque<OutFrame> spare = new ArrayDeque<>();
    private final ByteBuffer headerOut = WireOrder.allocateDirect(FrameHeader.BYTES);
    private final ByteBuffer[] gather = new ByteBuffer[2];
    private OutFrame current;
    private ByteBuffer chunk;
    private long payloadToFill;

    Connection(int peer, SocketChannel channel, ChunkPool pool, int readBufferBytes) {
        this.peer = peer;
        this.channel = channel;
        this.pool = pool;
        this.in = WireOrder.allocateDirect(readBufferBytes);
        gather[0] = headerOut;
    }

    void register(SelectionKey key) {
        this.key = key;
    }

    int peer() {
        return peer;
    }

    boolean isClosed() {
        return closed;
    }

    boolean byeReceived() {
        return byeReceived;
    }

    boolean hasPendingOutput() {
        return current != null || !queue.isEmpty();
    }

    // ---------------------------------------------------------------- reading

    /** Reads what has arrived and delivers every complete header and payload chunk. */
    boolean read(FrameHandler handler) {
        int n;
        try {
            n = channel.read(in);
        } catch (IOException e) {
            lost(handler, "connection reset: " + e.getMessage());
            return true;
        }
        if (n < 0) {
            if (byeReceived) closeQuietly();
            else lost(handler, "connection closed by the peer");
            return true;
        }
        if (n == 0) return false;
        in.flip();
        parse(handler);
        in.compact();
        return true;
    }

    private void parse(FrameHandler handler) {
        while (true) {
            if (!inPayload) {
                if (in.remaining() < FrameHeader.BYTES) return;
                inHeader.decode(in);
                if (inHeader.kind == FrameKind.BYE) {
                    byeReceived = true;
                    continue;
                }
                sink = handler.onFrame(peer, inHeader);
                payloadLeft = inHeader.wireLength();
                inPayload = true;
            }
            if (payloadLeft > 0) {
                int avail = (int) Math.min(in.remaining(), payloadLeft);
                if (avail == 0) return;
                int start = in.position();
                if (sink == null) {
                    in.position(start + avail);
                } else {
                    int limit = in.limit();
                    in.limit(start + avail);
                    sink.accept(in);
                    in.limit(limit);
                }
                int used = in.position() - start;
                payloadLeft -= used;
                if (used == 0) return; // a partial element: wait for the rest of it
                if (payloadLeft > 0) continue;
            }
            inPayload = false;
            PayloadSink done = sink;
            sink = null;
            if (done != null) done.complete();
        }
    }

    private void lost(FrameHandler handler, String why) {
        closeQuietly();
        handler.onPeerLost(peer, why);
    }

    // ---------------------------------------------------------------- writing

    void enqueue(FrameHeader h, PayloadSource payload, SendListener listener) {
        OutFrame f = spare.poll();
        if (f == null) f = new OutFrame();
        queue.add(f.set(h, payload, listener));
    }

    /** Writes queued frames until done or the socket is full; true if any byte left. */
    boolean flush(FrameHandler handler) {
        if (closed) return false;
        boolean wrote = false;
        try {
            while (current != null || (current = startFrame(queue.poll())) != null) {
                while (headerOut.hasRemaining() || chunk.hasRemaining() || payloadToFill > 0) {
                    if (!chunk.hasRemaining() && payloadToFill > 0) refill();
                    if (channel.write(gather) == 0) {
                        wantWrite(true);
                        return wrote;
                    }
                    wrote = true;
                }
                finishFrame();
            }
        } catch (IOException e) {
            lost(handler, "write failed: " + e.getMessage());
            return true;
        }
        if (chunk != null) {
            pool.release(chunk);
            chunk = null;
            gather[1] = null;
        }
        wantWrite(false);
        return wrote;
    }

    private void wantWrite(boolean on) {
        if (key.isValid()) key.interestOps(on ? SelectionKey.OP_READ | SelectionKey.OP_WRITE : SelectionKey.OP_READ);
    }

    /** Encodes a frame's header and its first payload chunk; returns the frame (null for none). */
    private OutFrame startFrame(OutFrame f) {
        if (f == null) return null;
        headerOut.clear();
        f.header.encode(headerOut, f.payload != null);
        headerOut.flip();
        if (chunk == null) {
            chunk = pool.acquire();
            gather[1] = chunk;
        }
        payloadToFill = f.payload == null ? 0 : f.header.length;
        chunk.clear().limit(0);
        current = f;
        if (payloadToFill > 0) refill();
        return f;
    }

    private void refill() {
        chunk.clear();
        if (payloadToFill < chunk.capacity()) chunk.limit((int) payloadToFill);
        current.payload.fill(chunk);
        chunk.flip();
        payloadToFill -= chunk.remaining();
        if (!chunk.hasRemaining()) {
            throw new IllegalStateException("payload source produced nothing with " + payloadToFill + " bytes to go");
        }
    }

    private void finishFrame() {
        OutFrame f = current;
        current = null;
        SendListener l = f.listener;
        f.clear();
        spare.push(f);
        if (l != null) l.sent();
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
