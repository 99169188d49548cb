package io.mpj.engine;

/**
 * What matching looks at (communicator context, peer rank, tag) plus intrusive links, so queues need
 * no node allocation. In a posted receive, source and tag may be wildcards; in a message they never are.
 * The stamp is not matched on: a message carries one (0 for user messages) and a receive that requires
 * one fails if the message it matches carries another (collectives: the call it belongs to), except
 * that it leaves messages of later calls to their own receives ({@link RecvRequest#leavesLaterCalls}).
 */
public abstract class Envelope {
    protected int context;
    protected int peer;
    protected int tag;
    protected long stamp;
    Envelope prev;
    Envelope next;

    public int context() {
        return context;
    }

    /** The source (of a message or receive pattern) or the destination (of a send). */
    public int peer() {
        return peer;
    }

    public int tag() {
        return tag;
    }

    public long stamp() {
        return stamp;
    }

    /** True if this (a posted receive, possibly with wildcards) accepts the concrete envelope. */
    static boolean accepts(int ctx, int srcPattern, int tagPattern, int msgCtx, int msgSrc, int msgTag) {
        return ctx == msgCtx
                && (srcPattern == Wildcards.ANY_SOURCE || srcPattern == msgSrc)
                && (tagPattern == Wildcards.ANY_TAG || tagPattern == msgTag);
    }
}
