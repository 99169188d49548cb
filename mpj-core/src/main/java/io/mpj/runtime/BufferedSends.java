package io.mpj.runtime;

import io.mpj.engine.Completable;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

/**
 * Accounting for buffered-mode sends: the user attaches a buffer of some size, and each Bsend
 * reserves its message size from it until the message has left. The copy itself lives in a private
 * array, so the user's ByteBuffer is never written behind its back, and no bookkeeping takes room in
 * it: {@link #OVERHEAD} is 0, and a buffer of Pack_size bytes holds one message, as MPJ Express's own
 * tests size it (programs that add MPI.BSEND_OVERHEAD, as MPI asks, work the same).
 */
public final class BufferedSends implements Completable {
    /** Bytes reserved per message on top of its payload (MPI.BSEND_OVERHEAD). */
    public static final int OVERHEAD = 0;

    private long capacity = -1;
    private long used;

    public synchronized void attach(String call, long bytes) {
        if (capacity >= 0) throw new MpjError(ErrorClass.BUFFER, call + ": a buffer is already attached (Buffer_detach it first)");
        capacity = bytes;
    }

    /** Detaches; the caller must first wait until {@link #isComplete()} (no message still using it). */
    public synchronized long detach() {
        long c = Math.max(capacity, 0);
        capacity = -1;
        return c;
    }

    public synchronized boolean attached() {
        return capacity >= 0;
    }

    public synchronized void reserve(String call, long bytes) {
        long need = bytes + OVERHEAD;
        if (capacity < 0) {
            throw new MpjError(ErrorClass.BUFFER, call + ": no buffer attached; call MPI.Buffer_attach with at least "
                    + need + " bytes");
        }
        if (used + need > capacity) {
            throw new MpjError(ErrorClass.BUFFER, call + ": the attached buffer has " + (capacity - used)
                    + " bytes free, this message needs " + need);
        }
        used += need;
    }

    public synchronized void release(long bytes) {
        used -= bytes + OVERHEAD;
    }

    @Override
    public String waitDescription() {
        return "MPI.Finalize or MPI.Buffer_detach, for its buffered sends to be received";
    }

    /** True when no buffered message is still in flight. */
    @Override
    public synchronized boolean isComplete() {
        return used == 0;
    }
}
