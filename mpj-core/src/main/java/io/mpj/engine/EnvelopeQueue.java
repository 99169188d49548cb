package io.mpj.engine;

import io.mpj.error.MpjError;

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

    /**
     * Oldest message that a receive for (ctx, srcPattern, tagPattern) accepts, and {@code taker} takes
     * (null for a probe: any). A message already reported as evidence of a disagreement belongs to a
     * call that cannot complete: nothing takes it.
     */
    @SuppressWarnings("unchecked")
    E firstMatchingPattern(int ctx, int srcPattern, int tagPattern, RecvRequest taker) {
        for (Envelope e = head; e != null; e = e.next) {
            if (e instanceof InboundMessage m && m.reported) continue;
            if (Envelope.accepts(ctx, srcPattern, tagPattern, e.context, e.peer, e.tag) && (taker == null || taker.takes(e.stamp))) {
                return (E) e;
            }
        }
        return null;
    }

    /** Oldest posted receive that takes a message (ctx, src, tag, stamp). */
    @SuppressWarnings("unchecked")
    E firstAccepting(int ctx, int src, int tag, long stamp) {
        for (Envelope e = head; e != null; e = e.next) {
            if (Envelope.accepts(e.context, e.peer, e.tag, ctx, src, tag) && ((RecvRequest) e).takes(stamp)) return (E) e;
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

    /** Oldest posted receive on {@code ctx} that requires {@code stamp}. */
    RecvRequest firstStamped(int ctx, long stamp) {
        for (Envelope e = head; e != null; e = e.next) {
            if (e.context == ctx && e.stamp == stamp && e instanceof RecvRequest r) return r;
        }
        return null;
    }

    /**
     * Drops every message on {@code ctx} whose stamp is {@code stamp} in the bits of {@code mask}; one whose
     * payload is still arriving into it stays, marked reported: nothing takes or reports it.
     */
    @SuppressWarnings("unchecked")
    void dropCall(int ctx, long stamp, long mask) {
        for (Envelope e = head, next; e != null; e = next) {
            next = e.next;
            if (e.context != ctx || (e.stamp & mask) != stamp || !(e instanceof InboundMessage m)) continue;
            if (m.isRendezvous() || m.hasArrived()) {
                remove((E) e);
                m.recycle();
            } else {
                m.reported = true;
            }
        }
    }

    /**
     * The first error {@code check} finds among unreported stamped messages; that message is marked
     * reported. Payloadless messages it calls {@link UnmatchedCheck#SPENT} leave the queue.
     */
    @SuppressWarnings("unchecked")
    MpjError firstReport(UnmatchedCheck check) {
        for (Envelope e = head, next; e != null; e = next) {
            next = e.next;
            if (e.stamp == 0 || !(e instanceof InboundMessage m) || m.reported) continue;
            MpjError err = check.check(m.context, m.peer, m.stamp);
            if (err == UnmatchedCheck.SPENT) {
                if (m.length == 0 && m.hasArrived()) {
                    remove((E) e);
                    m.recycle();
                }
                continue;
            }
            if (err != null) {
                m.reported = true;
                return err;
            }
        }
        return null;
    }

    int size() {
        return size;
    }
}
