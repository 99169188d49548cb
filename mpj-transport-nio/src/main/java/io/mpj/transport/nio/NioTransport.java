package io.mpj.transport.nio;

import io.mpj.idle.BoundedWait;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.BlockingTransport;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.support.FrameStream;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.function.Consumer;

/**
 * TCP between every pair of ranks, driven by whichever thread waits: {@link #progress()} polls the
 * selector without blocking and {@link #await} blocks in it; a peer's {@link #wake} is a small control
 * frame that wakes its selector. No thread of its own.
 */
final class NioTransport implements BlockingTransport {
    private static final long CLOSE_TIMEOUT_NANOS = 10_000_000_000L;

    private final int rank;
    private final long eagerLimit;
    private final Connection[] peers;
    private final Selector selector;
    private final FrameHandler handler;
    private final Consumer<SelectionKey> onReady = this::onReady;
    private final Consumer<SelectionKey> ignore = k -> { };
    private final FrameHeader control = new FrameHeader();
    private final boolean directPoll;
    private final long heapMinimum;
    private boolean worked;

    /** {@code heapMinimum}: payloads from this many bytes use {@link HeapIo} where it is available (0: never). */
    NioTransport(int rank, SocketChannel[] channels, FrameHandler handler, int chunkBytes, int directPollPeers, long eagerLimit,
                 long heapMinimum) throws IOException {
        this.rank = rank;
        this.eagerLimit = eagerLimit;
        this.directPoll = channels.length - 1 <= directPollPeers;
        this.heapMinimum = HeapIo.available() ? heapMinimum : 0;
        this.handler = handler;
        this.selector = Selector.open();
        this.peers = new Connection[channels.length];
        ChunkPool pool = new ChunkPool(chunkBytes);
        for (int r = 0; r < channels.length; r++) {
            if (r == rank) continue;
            SocketChannel ch = channels[r];
            ch.socket().setSoTimeout(0);
            ch.configureBlocking(false);
            ch.socket().setTcpNoDelay(true);
            Connection c = new Connection(r, ch, pool, chunkBytes, handler, this.heapMinimum);
            c.register(ch.register(selector, SelectionKey.OP_READ, c));
            peers[r] = c;
        }
    }

    @Override
    public boolean reaches(int peer) {
        return peer != rank && peer >= 0 && peer < peers.length;
    }

    @Override
    public long eagerLimit() {
        return eagerLimit;
    }

    @Override
    public void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener) {
        Connection c = peers[dest];
        if (c.isClosed()) {
            handler.onPeerLost(dest, "its connection is closed");
            return;
        }
        boolean idle = !c.hasPendingOutput();
        c.enqueue(header, payload, listener);
        if (idle) c.flush(); // latency: write now, in the caller's thread
    }

    @Override
    public void wake(int peer) {
        Connection c = peers[peer];
        if (c == null || c.isClosed()) return;
        control.set(FrameStream.WAKE, 0, 0, rank, 0, 0, 0, -1, -1);
        boolean idle = !c.hasPendingOutput();
        c.enqueue(control, null, null);
        if (idle) c.flush();
    }

    @Override
    public boolean progress() {
        if (directPoll) return pollDirectly();
        worked = false;
        try {
            selector.selectNow(onReady);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return worked;
    }

    /** With few peers a non-blocking read per connection beats epoll_wait followed by read. */
    private boolean pollDirectly() {
        boolean work = false;
        for (Connection c : peers) {
            if (c == null || c.isClosed()) continue;
            work |= c.read();
            if (c.hasPendingOutput()) work |= c.flush();
        }
        return work;
    }

    private void onReady(SelectionKey key) {
        Connection c = (Connection) key.attachment();
        if (key.isValid() && key.isReadable()) worked |= c.read();
        if (key.isValid() && key.isWritable()) worked |= c.flush();
    }

    @Override
    public void await(long nanos) {
        try {
            selector.select(ignore, Math.max(1, nanos / 1_000_000));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String describe() {
        if (heapMinimum > 0) return "nio: payloads from " + heapMinimum + " bytes between the socket and the array (heap I/O)";
        return "nio: payloads through direct buffers (" + (HeapIo.available() ? "mpj.nio.heap=0" : HeapIo.UNAVAILABLE) + ")";
    }

    @Override
    public boolean hasPendingOutput() {
        for (Connection c : peers) if (c != null && !c.isClosed() && c.hasPendingOutput()) return true;
        return false;
    }

    /**
     * Says BYE to every peer and waits (bounded) for theirs, so that no socket is closed with
     * unread data in it, which TCP would turn into a reset on the peer's side.
     */
    @Override
    public void close() {
        control.set(FrameStream.BYE, 0, 0, rank, 0, 0, 0, -1, -1);
        for (Connection c : peers) if (c != null && !c.isClosed()) c.enqueue(control, null, null);
        BoundedWait.until(this::allSaidBye, this::flushAndPoll, this::await, CLOSE_TIMEOUT_NANOS);
        for (Connection c : peers) if (c != null) c.closeQuietly();
        try {
            selector.close();
        } catch (IOException ignored) {
            // closing
        }
    }

    private boolean flushAndPoll() {
        boolean work = false;
        for (Connection c : peers) if (c != null && !c.isClosed() && c.hasPendingOutput()) work |= c.flush();
        return progress() | work;
    }

    private boolean allSaidBye() {
        for (Connection c : peers) {
            if (c != null && !c.isClosed() && (!c.byeReceived() || c.hasPendingOutput())) return false;
        }
        return true;
    }
}
