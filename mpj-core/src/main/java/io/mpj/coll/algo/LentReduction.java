package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Peers;
import io.mpj.coll.SharedSegment;
import io.mpj.coll.op.PredefinedOp;
import io.mpj.coll.op.Reduction;

/**
 * The reduction of the shared-memory Allreduce and Reduce where the ranks are threads of one JVM
 * ({@link SharedSegment#lends}): every rank lends its send region, and each rank that receives, its
 * receive region; each rank combines its p-th of the elements, in rank order, straight from every send
 * array and writes it into every lent receive array. A rank reads and writes a p-th of each rank's data
 * and copies nothing in or out. In place is safe: a rank's share of any array is read and written by
 * that rank alone (it reduces its own share aside first). No rank leaves before all are done, since the
 * others use its arrays until then.
 */
public final class LentReduction {
    /**
     * From this size a call on one heap lends: below it copying through the slots is as fast, since
     * lending costs every rank a wait at the end of the call (docs/results/2026-11-28-lent-arrays).
     */
    public static final long LEND_BYTES = 4096;

    private LentReduction() {}

    /** Whether a call on {@code send} with {@code op} lends (a predefined operator: its elements are known). */
    public static boolean applies(SharedSegment s, Buf send, Reduction op) {
        return s.lends() && send.bytes() >= LEND_BYTES && op instanceof PredefinedOp;
    }

    /**
     * Whether a call in one heap that cannot lend (a user operator) had better go by messages, which copy
     * a Java array straight into another: data of more than one round of the slots (an Allreduce of
     * 400 KB with a user operator at p = 2: 22 µs by messages, 105 through the slots in 25 rounds).
     */
    public static boolean byMessages(SharedSegment s, Buf send, Reduction op) {
        return s.lends() && !applies(s, send, op) && SharedSegment.rounds(send.count(), send.type()) > 1;
    }

    /** Combines every rank's {@code send} into every lent receive region; {@code recv} null: this rank receives nothing. */
    public static void run(Peers p, SharedSegment s, Buf send, Buf recv, Reduction op) {
        s.begin(0, true);
        s.lend(send, recv);
        try {
            s.arrive(send.bytes());
            s.awaitAll(send.bytes()); // a rank whose call differs fails here, on every rank: none uses the arrays
            reduceShare(p, s, send, recv, (PredefinedOp) op);
            s.done();
            s.awaitAllDone();
        } finally {
            s.lend(null, null);
        }
    }

    /** Array regions by array and offset, not {@link Buf#slice}: a call makes no record for its parts. */
    private static void reduceShare(Peers p, SharedSegment s, Buf send, Buf recv, PredefinedOp op) {
        int size = s.size(), me = s.rank(), unit = op.isLoc() ? 2 : 1; // MAXLOC and MINLOC take (value, index) pairs whole
        int items = send.count() / unit;
        int from = (int) ((long) items * me / size) * unit, n = (int) ((long) items * (me + 1) / size) * unit - from;
        // in place this rank's receive array is also its input, so its share is reduced aside first
        boolean aside = recv == null || send.overlaps(recv);
        Buf temp = aside ? p.temp(send, n) : recv;
        Object share = temp.array();
        int at = aside ? temp.offset() : recv.offset() + from;
        Buf last = s.lentSend(size - 1);
        System.arraycopy(last.array(), last.offset() + from, share, at, n);
        for (int r = size - 2; r >= 0; r--) {
            Buf in = s.lentSend(r);
            op.apply(in.array(), in.offset() + from, share, at, n, send.type());
        }
        for (int r = 0; r < size; r++) {
            Buf to = s.lentRecv(r);
            if (to != null && (aside || r != me)) System.arraycopy(share, at, to.array(), to.offset() + from, n);
        }
    }
}
