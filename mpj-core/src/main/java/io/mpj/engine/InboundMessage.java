package io.mpj.engine;

import io.mpj.buffer.WireOrder;
import io.mpj.protocol.FrameHeader;
import io.mpj.protocol.FrameKind;
import io.mpj.transport.PayloadSink;

import java.nio.ByteBuffer;

/**
 * A message that arrived before a matching receive was posted: an eager message with its payload
 * buffered, or a rendezvous request-to-send whose payload stays with the sender.
 */
final class InboundMessage extends Envelope implements PayloadSink {
    final byte kind;
    final byte baseType;
    final long length;
    final int count;
    final int sendId;
    private final byte[] data;
    private int filled;
    private boolean arrived;
    private RecvRequest claimant;

    InboundMessage(int source, FrameHeader h) {
        this.context = h.context;
        this.peer = source;
        this.tag = h.tag;
        this.kind = h.kind;
        this.baseType = h.baseType;
        this.length = h.length;
        this.count = h.count;
        this.sendId = h.sendId;
        this.data = kind == FrameKind.EAGER ? new byte[(int) h.length] : null;
    }

    boolean isRendezvous() {
        return kind == FrameKind.RTS;
    }

    @Override
    public void accept(ByteBuffer src) {
        int n = Math.min(src.remaining(), data.length - filled);
        src.get(data, filled, n);
        filled += n;
    }

    @Override
    public void complete() {
        arrived = true;
        if (claimant != null) deliverTo(claimant);
    }

    /** Hands the buffered payload to a matched receive, now or as soon as it has all arrived. */
    void claim(RecvRequest r) {
        if (arrived) deliverTo(r);
        else claimant = r;
    }

    private void deliverTo(RecvRequest r) {
        r.accept(WireOrder.wrap(data));
        r.complete();
    }
}
