package io.mpj.engine;

/**
 * A FIFO of envelopes, searched from the oldest. Posted receives and unexpected messages each live
 * in one; searching in order is what gives MPI's non-overtaking rule.
 */
final class EnvelopeQueue<E extends Envelope> {
    private Envelope head;
    private Envelope tail;
    private int size;

    void add(E e) {
        e.next = null;
        e.prev = tail;
        if (tail == null) head = e;
        else tail.next = e;
        tail = e;
        size++;
    }

    void remove(E e) {
        if (e.prev == null) head = e.next;
        else e.prev.next = e.next;
        if (e.next == null) tail = e.prev;
        else e.next.prev = e.prev;
        e.prev = e.next = null;
        size--;
    }

    /** Oldest message that a receive for (ctx, srcPattern, tagPattern) accepts. */
    @SuppressWarnings("unchecked")
    E firstMatchingPattern(int ctx, int srcPattern, int tagPattern) {
        for (Envelope e = head; e != null; e = e.next) {
            if (Envelope.accepts(ctx, srcPattern, tagPattern, e.context, e.peer, e.tag)) return (E) e;
        }
        return null;
    }

    /** Oldest posted receive that accepts a message (ctx, src, tag). */
    @SuppressWarnings("unchecked")
    E firstAccepting(int ctx, int src, int tag) {
        for (Envelope e = head; e != null; e = e.next) {
            if (Envelope.accepts(e.context, e.peer, e.tag, ctx, src, tag)) return (E) e;
        }
        return null;
    }

    /** Oldest posted user receive that names {@code source} explicitly (not ANY_SOURCE). */
    RecvRequest firstFromFinalized(int source) {
        for (Envelope e = head; e != null; e = e.next) {
            if (e.peer == source && e instanceof RecvRequest r && r.userTraffic) return r;
        }
        return null;
    }

    int size() {
        return size;
    }
}
