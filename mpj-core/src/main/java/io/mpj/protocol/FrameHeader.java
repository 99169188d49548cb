package io.mpj.protocol;

import java.nio.ByteBuffer;

/**
 * The fixed 44-byte header in front of every frame, as a reusable flyweight.
 *
 * <pre>
 * 0 kind(1) 1 baseType(1) 2 flags(2) 4 context(4) 8 source(4) 12 tag(4)
 * 16 length(8) 24 count(4) 28 sendId(4) 32 recvId(4) 36 stamp(8)
 * </pre>
 * {@code length} is the payload's byte length (up to 16 GiB for the largest double[]), {@code count}
 * the element count, {@code sendId}/{@code recvId} the requests a rendezvous correlates, {@code stamp}
 * an opaque word a receive may require (collectives: which call the message belongs to; 0 for user
 * messages). Flag bit 0 says whether the payload follows on the wire (a request-to-send announces a
 * length it does not carry).
 */
public final class FrameHeader {
    public static final int BYTES = 44;
    private static final short FLAG_PAYLOAD = 1;

    public byte kind;
    public byte baseType;
    public int context;
    public int source;
    public int tag;
    public long length;
    public int count;
    public int sendId;
    public int recvId;
    public long stamp;
    /** Set by {@link #decode}: the payload's {@code length} bytes follow the header. */
    public boolean payloadFollows;

    public FrameHeader set(byte kind, int baseType, int context, int source, int tag,
                           long length, int count, int sendId, int recvId) {
        this.kind = kind;
        this.baseType = (byte) baseType;
        this.context = context;
        this.source = source;
        this.tag = tag;
        this.length = length;
        this.count = count;
        this.sendId = sendId;
        this.recvId = recvId;
        this.stamp = 0;
        return this;
    }

    public FrameHeader copyFrom(FrameHeader o) {
        set(o.kind, o.baseType, o.context, o.source, o.tag, o.length, o.count, o.sendId, o.recvId);
        stamp = o.stamp;
        return this;
    }

    /** Payload bytes that follow this header on the wire. */
    public long wireLength() {
        return payloadFollows ? length : 0;
    }

    /** Payload bytes that follow the header at index {@code at} of {@code src}, read in place. */
    public static long wireLengthAt(ByteBuffer src, int at) {
        return (src.getShort(at + 2) & FLAG_PAYLOAD) != 0 ? src.getLong(at + 16) : 0;
    }

    /** Writes the header at {@code dst}'s position and advances it by {@link #BYTES}. */
    public void encode(ByteBuffer dst, boolean withPayload) {
        dst.put(kind).put(baseType).putShort(withPayload ? FLAG_PAYLOAD : 0)
           .putInt(context).putInt(source).putInt(tag)
           .putLong(length).putInt(count).putInt(sendId).putInt(recvId).putLong(stamp);
    }

    /** Reads a header from {@code src}'s position and advances it by {@link #BYTES}. */
    public FrameHeader decode(ByteBuffer src) {
        kind = src.get();
        baseType = src.get();
        payloadFollows = (src.getShort() & FLAG_PAYLOAD) != 0;
        context = src.getInt();
        source = src.getInt();
        tag = src.getInt();
        length = src.getLong();
        count = src.getInt();
        sendId = src.getInt();
        recvId = src.getInt();
        stamp = src.getLong();
        return this;
    }

    @Override
    public String toString() {
        return FrameKind.name(kind) + "{ctx=" + context + ", src=" + source + ", tag=" + tag
                + ", len=" + length + ", count=" + count + ", sid=" + sendId + ", rid=" + recvId
                + (stamp != 0 ? ", stamp=" + Long.toHexString(stamp) : "") + '}';
    }
}
