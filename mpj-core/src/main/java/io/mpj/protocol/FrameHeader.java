package io.mpj.protocol;

import java.nio.LongBuffer;

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

    /**
     * Payload bytes that follow the header at word {@code word} of {@code src} (its byte offset / 8; a
     * long buffer over memory in the wire's order), read in place.
     */
    public static long wireLengthAt(LongBuffer src, int word) {
        long first = src.get(word); // kind, base type and flags (bytes 2-3) in one read, little-endian
        return ((first >>> 16) & FLAG_PAYLOAD) != 0 ? src.get(word + 2) : 0;
    }

    /** Writes the header into {@code w[0, BYTES)}. */
    public void encode(byte[] w, boolean withPayload) {
        w[0] = kind;
        w[1] = baseType;
        w[2] = (byte) (withPayload ? FLAG_PAYLOAD : 0);
        w[3] = 0;
        putInt(w, 4, context);
        putInt(w, 8, source);
        putInt(w, 12, tag);
        putLong(w, 16, length);
        putInt(w, 24, count);
        putInt(w, 28, sendId);
        putInt(w, 32, recvId);
        putLong(w, 36, stamp);
    }

    /** Reads a header from {@code w[0, BYTES)}. */
    public FrameHeader decode(byte[] w) {
        kind = w[0];
        baseType = w[1];
        payloadFollows = (w[2] & FLAG_PAYLOAD) != 0;
        context = getInt(w, 4);
        source = getInt(w, 8);
        tag = getInt(w, 12);
        length = getLong(w, 16);
        count = getInt(w, 24);
        sendId = getInt(w, 28);
        recvId = getInt(w, 32);
        stamp = getLong(w, 36);
        return this;
    }

    // Little-endian (the wire's order) by hand, into an array the device copies in one go: a dozen
    // buffer accesses per header were each a chain of JDK methods for the JIT compiler to compile.
    private static void putInt(byte[] w, int at, int v) {
        w[at] = (byte) v;
        w[at + 1] = (byte) (v >>> 8);
        w[at + 2] = (byte) (v >>> 16);
        w[at + 3] = (byte) (v >>> 24);
    }

    private static void putLong(byte[] w, int at, long v) {
        putInt(w, at, (int) v);
        putInt(w, at + 4, (int) (v >>> 32));
    }

    private static int getInt(byte[] w, int at) {
        return (w[at] & 0xff) | (w[at + 1] & 0xff) << 8 | (w[at + 2] & 0xff) << 16 | (w[at + 3] & 0xff) << 24;
    }

    private static long getLong(byte[] w, int at) {
        return (getInt(w, at) & 0xffffffffL) | (long) getInt(w, at + 4) << 32;
    }

    @Override
    public String toString() {
        return FrameKind.name(kind) + "{ctx=" + context + ", src=" + source + ", tag=" + tag
                + ", len=" + length + ", count=" + count + ", sid=" + sendId + ", rid=" + recvId
                + (stamp != 0 ? ", stamp=" + Long.toHexString(stamp) : "") + '}';
    }
}
