package io.mpj.transport.nio;

import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.FrameHandler;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.Transport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.function.Consumer;

/**
 * TCP between every pair of ranks, driven by whichever thread waits: {@link #progress()} polls the
 * selector without blocking and {@link #await} blocks in it. No thread of its own.
 */
final class NioTransport implements Transport {
    private static final long CLOSE_TIMEOUT_NANOS = 10_000_000_000L;

    private final int rank;
    private final Connection[] peers;
    private final Selector selector;
    private final FrameHandler handler;
    private final Consumer<SelectionKey> onReady = this::onReady;
    private final Consumer<SelectionKey> ignore = k -> { };
    private final FrameHeader bye = new FrameHeader();
    private final boolean directPoll;
    private boolean worked;

    NioTransport(int rank, SocketChannel[] channels, FrameHandler handler, int chunkBytes, int directPollPeers)
            throws IOException {
        this.rank = rank;
        this.directPoll = channels.length - 1 <= directPollPeers;
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
            Connection c = new Connection(r, ch, pool, chunkBytes);
            c.register(ch.register(selector, SelectionKey.OP_READ, c));
            peers[r] = c;
        }
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
        if (idle) c.flush(handler); // latency: write now, in the caller's thread
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
            work |= c.read(handler);
            if (c.hasPendingOutput()) work |= c.flush(handler);
        }
        return work;
    }

    private void onReady(SelectionKey key) {
        Connection c = (Connection) key.attachment();
        if (key.isValid() && key.isReadable()) worked |= c.read(handler);
        if (key.isValid() && key.isWritable()) worked |= c.flush(handler);
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
        bye.set(FrameKind.BYE, 0, 0, rank, 0, 0, 0, -1, -1);
        for (Connection c : peers) if (c != null && !c.isClosed()) c.enqueue(bye, null, null);
        long deadline = System.nanoTime() + CLOSE_TIMEOUT_NANOS;
        while (System.nanoTime() < deadline && !allSaidBye()) {
            for (Connection c : peers) if (c != null && !c.isClosed() && c.hasPendingOutput()) c.flush(handler);
            if (!progress()) await(1_000_000);
        }
        for (Connection c : peers) if (c != null) c.closeQuietly();
        try {
            selector.close();
        } catch (IOException ignored) {
            // closing
        }
    }

    private boolean allSaidBye() {
        for (Connection c : peers) {
            if (c != null && !c.isClosed() && (!c.byeReceived() || c.hasPendingOutput())) return false;
        }
        return true;
    }
}
