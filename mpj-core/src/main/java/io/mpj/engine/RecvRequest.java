package io.mpj.engine;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.ObjectCodec;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.transport.PayloadSink;

import java.nio.ByteBuffer;

/**
 * A receive in flight. Once matched it is the payload's sink: bytes go straight from the
 * transport's buffer into the user's array. What does not fit (truncation) or does not match the
 * posted type is drained and discarded, so the connection stays usable, and the error surfaces
 * when the request completes.
 */
public final class RecvRequest extends MessageRequest implements PayloadSink {
    private ObjectCodec codec;
    /** Payload bytes that go into the user's array, and how many have. */
    private long deliver;
    private long delivered;
    private long discard;
    private byte[] objectWire;
    private int objectPos;
    private int objectCount;
    private MpjError pending;
    boolean posted;
    /** A user's receive (not a collective's): it fails once its source has entered MPI.Finalize. */
    boolean userTraffic;
    private String call;
    private long conflictingStamp;
    /** The bits of a stamp that number calls ({@link #leavesLaterCalls}); 0: any stamp is taken. */
    private long callMask;
    /** Counts the frame whose payload this receive takes once its last byte is in; null otherwise. */
    FrameTally tally;

    public RecvRequest() {}

    public void init(String call, Object buffer, BaseType type, int offset, int count, int source, int tag,
                     int context, ObjectCodec codec) {
        super.init(buffer, type, offset, count, source, tag, context);
        this.call = call;
        this.codec = codec;
        this.deliver = 0;
        this.delivered = 0;
        this.discard = 0;
        this.objectWire = null;
        this.objectPos = 0;
        this.objectCount = 0;
        this.pending = null;
        this.posted = false;
        this.userTraffic = false;
        this.conflictingStamp = 0;
        this.callMask = 0;
        this.tally = null;
    }

    /**
     * This receive leaves alone messages whose stamp, in the bits of {@code callMask}, numbers a later call
     * than its own: they are for that call's receive. A peer that left this call after an error may have
     * begun the next one, whose message would otherwise be taken here (and lost to the next call).
     */
    public void leavesLaterCalls(long callMask) {
        this.callMask = callMask;
    }

    /** Whether this receive may take a message stamped {@code msgStamp} (it may still fail on it, {@link #matched}). */
    boolean takes(long msgStamp) {
        return callMask == 0 || Long.compareUnsigned(msgStamp & callMask, stamp & callMask) <= 0;
    }

    /** Marks this as a user's point-to-point receive. */
    public void userTraffic() {
        this.userTraffic = true;
    }

    /**
     * The stamp of the message this receive matched when it was not the one required (the receive then
     * fails and its payload is discarded), else 0.
     */
    public long conflictingStamp() {
        return conflictingStamp;
    }

    /** A message has been matched to this receive; sets up where its payload goes. */
    void matched(int source, int tag, int baseType, long length, int msgCount, long msgStamp) {
        BaseType msgType = BaseType.of(baseType);
        if (stamp != 0 && msgStamp != stamp) {
            conflictingStamp = msgStamp;
            pending = foreign(source, tag);
            discard = length;
            setStatus(source, tag, 0, 0);
            return;
        }
        if (msgType != type) {
            pending = wrongType(source, tag, msgType);
            discard = length;
            setStatus(source, tag, 0, 0);
            return;
        }
        if (type == BaseType.OBJECT) {
            if (length > Integer.MAX_VALUE - 16) {
                pending = oversized();
                discard = length;
                return;
            }
            objectWire = new byte[(int) length];
            objectCount = msgCount;
            if (msgCount > count) pending = truncated(source, tag, msgCount);
            setStatus(source, tag, Math.min(msgCount, count), length);
            return;
        }
        long elems = length / type.size;
        int fits = (int) Math.min(elems, count);
        deliver = (long) fits * type.size;
        discard = length - deliver;
        if (elems > count) pending = truncated(source, tag, elems);
        setStatus(source, tag, fits, deliver);
    }

    // The errors a match can find, built out of line: matched() runs for every message, and the JIT
    // compiler's first compilation of a method includes every branch (built in place, 3x the code).
    private MpjError foreign(int source, int tag) {
        return new MpjError(ErrorClass.OTHER, call + ": the message from rank " + source + " (tag " + tag
                + ") belongs to another call");
    }

    private MpjError wrongType(int source, int tag, BaseType msgType) {
        return new MpjError(ErrorClass.TYPE, call + ": the message from rank " + source + " (tag " + tag
                + ") carries " + msgType + ", but the receive was posted with datatype " + type);
    }

    private MpjError oversized() {
        return new MpjError(ErrorClass.COUNT, call + ": serialised objects over 2 GiB");
    }

    private MpjError truncated(int source, int tag, long elems) {
        return new MpjError(ErrorClass.TRUNCATE, call + ": message truncated: rank " + source + " sent "
                + elems + " elements (tag " + tag + "), the receive buffer holds count=" + count);
    }

    @Override
    public void accept(ByteBuffer src) {
        if (objectWire != null) {
            int n = Math.min(src.remaining(), objectWire.length - objectPos);
            src.get(objectWire, objectPos, n);
            objectPos += n;
            return;
        }
        if (delivered < deliver) {
            int n = (int) (Math.min(deliver - delivered, src.remaining()) / type.size);
            type.unpack(src, buffer, offset + (int) (delivered / type.size), n);
            delivered += (long) n * type.size;
        }
        if (delivered == deliver && discard > 0) {
            int d = (int) Math.min(discard, src.remaining());
            src.position(src.position() + d);
            discard -= d;
        }
    }

    /** Straight into the user's array: a whole, well-typed message of numbers, or serialised objects. */
    @Override
    public Object heapArray() {
        if (objectWire != null) return objectWire;
        return pending == null && discard == 0 && type.wireIdentical() ? buffer : null;
    }

    @Override
    public long heapOffset() {
        return objectWire != null ? objectPos : (long) offset * type.size + delivered;
    }

    @Override
    public void heapMoved(long n) {
        if (objectWire != null) objectPos += (int) n;
        else delivered += n;
    }

    @Override
    public String waitDescription() {
        return userTraffic ? call + " for a message from " + rankAndTag(peer, tag)
                : "a collective call, for a message from " + (peer == Wildcards.ANY_SOURCE ? "any rank" : "rank " + peer);
    }

    @Override
    public void complete() {
        tally = FrameTally.countReceived(tally);
        boolean objectsArrived = pending == null || pending.errorClass() == ErrorClass.TRUNCATE;
        if (objectWire != null && objectsArrived) {
            try {
                codec.deserialize(objectWire, (Object[]) buffer, offset, Math.min(objectCount, count));
            } catch (MpjError e) {
                if (pending == null) pending = e;
            }
            objectWire = null;
        }
        if (pending != null) fail(pending);
        else finish();
    }
}
