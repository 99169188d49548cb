package io.mpj.engine;

/**
 * A thread's spare send and receive requests, reused call after call, so that point-to-point calls
 * allocate no request of their own: a blocking call takes one and gives it back once complete, a
 * non-blocking call's comes back when Wait or Test completes it. A request that ends another way (an
 * argument refused, the job failing, a request freed before it completed, a persistent one) is not
 * given back, and the thread makes a new one when it has no spare. The engine keeps no reference to
 * a request past its completion (tables and queues drop it before it completes), and completing one
 * is its last use of it.
 */
public final class SpareRequests {
    /** Spares kept of each kind: a program's requests in flight at once, for most. */
    private static final int MAX_SPARE = 16;

    // A subclass, not ThreadLocal.withInitial(SpareRequests::new): a program's first call spins no lambda class.
    private static final ThreadLocal<SpareRequests> MINE = new ThreadLocal<>() {
        @Override
        protected SpareRequests initialValue() {
            return new SpareRequests();
        }
    };

    private final SendRequest[] sends = new SendRequest[MAX_SPARE];
    private final RecvRequest[] recvs = new RecvRequest[MAX_SPARE];
    private int spareSends, spareRecvs;

    private SpareRequests() {
    }

    /** The calling thread's spares. */
    public static SpareRequests mine() {
        return MINE.get();
    }

    /** A send request for one call: a spare, or a new one if there is none. */
    public SendRequest takeSend() {
        if (spareSends == 0) return new SendRequest();
        SendRequest s = sends[--spareSends];
        sends[spareSends] = null;
        return s;
    }

    /** A receive request for one call: a spare, or a new one if there is none. */
    public RecvRequest takeRecv() {
        if (spareRecvs == 0) return new RecvRequest();
        RecvRequest r = recvs[--spareRecvs];
        recvs[spareRecvs] = null;
        return r;
    }

    /**
     * Gives back a request that has completed, taken by this thread or another; it lets go of the
     * call's arrays, so that a large one is not kept alive until the request's next use.
     */
    public void giveBack(MessageRequest op) {
        op.buffer = null;
        if (op instanceof SendRequest s) {
            s.wire = null;
            if (spareSends < MAX_SPARE) sends[spareSends++] = s;
        } else if (spareRecvs < MAX_SPARE) {
            recvs[spareRecvs++] = (RecvRequest) op;
        }
    }
}
