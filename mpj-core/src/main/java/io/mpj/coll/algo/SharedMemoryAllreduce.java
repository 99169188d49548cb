package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.SharedSegment;
import io.mpj.coll.op.PredefinedOp;
import io.mpj.coll.op.Reduction;

/**
 * Through the ranks' shared memory ({@link SharedSegment}): in each round every rank writes its part
 * of the contribution to its slot, and once all have arrived each reduces all slots, in rank order,
 * into its result. No message, request or matching: a round costs a copy in, p copies out and the
 * arithmetic. Each rank reads every slot, so it suits few ranks and small data; where the ranks do
 * not share memory it runs {@code elsewhere}.
 *
 * Ranks that are threads of one JVM lend each other their arrays instead, from {@value #LEND_BYTES}
 * bytes with a predefined operator, in one round whatever the size: each rank reduces its p-th of the
 * elements straight from every rank's send array and writes it into every rank's receive array, so
 * a rank reads and writes a p-th of the data of each rank, and copies nothing in or out. In place is
 * safe: a rank's share of any array is read and written by that rank alone. No rank leaves before
 * all are done, since the others use its arrays until then.
 */
public final class SharedMemoryAllreduce implements Algorithms.Allreduce {
    /**
     * Below this size a call on one heap copies through the slots: lending costs a wait for every rank
     * at its end, which small data does not repay (docs/results/2026-11-28-lent-arrays).
     */
    public static final long LEND_BYTES = 4096;
    private final Algorithms.Allreduce elsewhere;

    public SharedMemoryAllreduce(Algorithms.Allreduce elsewhere) {
        this.elsewhere = elsewhere;
    }

    @Override
    public String name() {
        return "shared_memory";
    }

    @Override
    public void allreduce(Peers p, Buf send, Buf recv, Reduction op) {
        SharedSegment s = p.shared(send.type());
        if (s == null) {
            elsewhere.allreduce(p, send, recv, op);
            return;
        }
        if (s.lends() && send.bytes() >= LEND_BYTES && op instanceof PredefinedOp) {
            lent(p, s, send, recv, (PredefinedOp) op);
            return;
        }
        Buf in = p.temp(recv, SharedSegment.round(send, 0).count());
        for (int fragment = 0, rounds = SharedSegment.rounds(send.count(), send.type()); fragment < rounds; fragment++) {
            Buf mine = SharedSegment.round(send, fragment);
            s.begin(fragment, true);
            s.write(mine);
            s.arrive(mine.bytes());
            s.awaitAll(mine.bytes());
            s.reduceSlots(SharedSegment.round(recv, fragment), in.withCount(mine.count()), op);
            s.done();
        }
    }

    private static void lent(Peers p, SharedSegment s, Buf send, Buf recv, PredefinedOp op) {
        s.begin(0, true);
        s.lend(send, recv);
        try {
            s.arrive(send.bytes());
            s.awaitAll(send.bytes()); // a rank whose call differs fails here, on every rank: none uses the arrays
            reduceShare(p, s, send, recv, op);
            s.done();
            s.awaitAllDone();
        } finally {
            s.lend(null, null);
        }
    }

    /** This rank's p-th of the elements, combined from every rank's send array into every rank's receive array. */
    private static void reduceShare(Peers p, SharedSegment s, Buf send, Buf recv, PredefinedOp op) {
        int size = s.size(), unit = op.isLoc() ? 2 : 1; // MAXLOC and MINLOC take (value, index) pairs whole
        int items = send.count() / unit;
        int from = (int) ((long) items * s.rank() / size) * unit, to = (int) ((long) items * (s.rank() + 1) / size) * unit;
        // in place this rank's receive array is also its input, so its share is reduced aside first
        boolean aside = send.overlaps(recv);
        Buf share = aside ? p.temp(recv, to - from) : recv.slice(from, to - from);
        s.lentSend(size - 1).slice(from, to - from).copyTo(share);
        for (int r = size - 2; r >= 0; r--) op.apply(s.lentSend(r).slice(from, to - from), share);
        for (int r = 0; r < size; r++) if (aside || r != s.rank()) share.copyTo(s.lentRecv(r).slice(from, to - from));
    }
}
