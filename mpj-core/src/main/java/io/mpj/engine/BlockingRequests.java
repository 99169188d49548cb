package io.mpj.engine;

/**
 * A thread's send and receive request for its blocking point-to-point calls, reused call after call,
 * so that a blocking Send or Recv allocates nothing of its own (Recv's Status excepted). A call takes
 * the request and gives it back once it has completed; a call that ends another way (an argument
 * refused, the job failing) keeps it, and the thread's next call makes a new one. The engine keeps
 * no reference to a request past its completion (tables and queues drop it before it completes).
 */
public final class BlockingRequests {
    // Its lambda is spun when MPI.Init claims it, not in a program's first call.
    private static final PerThread<BlockingRequests> MINE = new PerThread<>(BlockingRequests::new);

    private SendRequest send = new SendRequest();
    private RecvRequest recv = new RecvRequest();

    private BlockingRequests() {
    }

    /** The calling thread's requests. */
    public static BlockingRequests mine() {
        return MINE.get();
    }

    /** Makes the calling thread, the rank's own, the one whose requests are found fastest ({@link PerThread}). */
    public static void claim() {
        MINE.claim();
    }

    /** The send request for one blocking call (a new one if the last call kept it). */
    public SendRequest takeSend() {
        SendRequest s = send;
        send = null;
        return s != null ? s : new SendRequest();
    }

    /** The receive request for one blocking call (a new one if the last call kept it). */
    public RecvRequest takeRecv() {
        RecvRequest r = recv;
        recv = null;
        return r != null ? r : new RecvRequest();
    }

    /**
     * Gives back a request taken from this thread's requests, once it has completed; it lets go of the
     * call's arrays, so that a large one is not kept alive until the thread's next call.
     */
    public void giveBack(MessageRequest op) {
        op.buffer = null;
        if (op instanceof SendRequest s) {
            s.wire = null;
            send = s;
        } else {
            recv = (RecvRequest) op;
        }
    }
}
