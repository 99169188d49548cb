package io.mpj.engine;

import io.mpj.buffer.BaseType;
import io.mpj.error.MpjError;

/**
 * A point-to-point operation in flight: its buffer, its completion, and the status it ends with.
 * Completion is published through a volatile flag, so any thread may poll it without the lock.
 */
public abstract class MessageRequest extends Envelope implements Completable {
    protected Object buffer;
    protected BaseType type;
    protected int offset;
    protected int count;

    private volatile boolean complete;
    private MpjError error;
    private boolean cancelled;
    int statusSource = Wildcards.ANY_SOURCE;
    int statusTag = Wildcards.ANY_TAG;
    int statusCount;
    long statusBytes;

    void init(Object buffer, BaseType type, int offset, int count, int peer, int tag, int context) {
        this.buffer = buffer;
        this.type = type;
        this.offset = offset;
        this.count = count;
        this.peer = peer;
        this.tag = tag;
        this.context = context;
        this.stamp = 0;
        this.complete = false;
        this.error = null;
        this.cancelled = false;
        this.statusSource = Wildcards.ANY_SOURCE;
        this.statusTag = Wildcards.ANY_TAG;
        this.statusCount = 0;
        this.statusBytes = 0;
    }

    /** Attaches a stamp to a send, or requires it of the message a receive matches; call before starting. */
    public final void stamp(long stamp) {
        this.stamp = stamp;
    }

    @Override
    public final boolean isComplete() {
        return complete;
    }

    final void finish() {
        complete = true;
    }

    final void fail(MpjError e) {
        if (error == null) error = e;
        complete = true;
    }

    final void finishCancelled() {
        cancelled = true;
        complete = true;
    }

    /** The error the operation ended with, or null. */
    public final MpjError error() {
        return error;
    }

    public final boolean cancelled() {
        return cancelled;
    }

    /** World rank the message came from (receives), or PROC_NULL. */
    public final int statusSource() {
        return statusSource;
    }

    public final int statusTag() {
        return statusTag;
    }

    /** Elements received, in the message's own type. */
    public final int statusCount() {
        return statusCount;
    }

    public final long statusBytes() {
        return statusBytes;
    }

    public final BaseType type() {
        return type;
    }

    /** A peer or a tag as a wait's description gives it, wildcards in words. */
    static String rankAndTag(int rank, int tag) {
        return (rank == Wildcards.ANY_SOURCE ? "any rank" : "rank " + rank) + (tag == Wildcards.ANY_TAG ? " with any tag" : " with tag " + tag);
    }

    void setStatus(int source, int tag, int count, long bytes) {
        statusSource = source;
        statusTag = tag;
        statusCount = count;
        statusBytes = bytes;
    }
}
