package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.SharedSegment;
import io.mpj.coll.op.Reduction;

/**
 * Through the ranks' shared memory ({@link SharedSegment}): in each round every rank writes its part
 * of the contribution to its slot, and once all have arrived each reduces all slots, in rank order,
 * into its result. No message, request or matching: a round costs a copy in, p copies out and the
 * arithmetic. Each rank reads every slot, so it suits few ranks and small data; where the ranks do
 * not share memory it runs {@code elsewhere}.
 *
 * Ranks that are threads of one JVM lend each other their arrays instead ({@link LentReduction}), from
 * {@value LentReduction#LEND_BYTES} bytes with a predefined operator, in one round whatever the size;
 * there a user operator on more than one round of data runs {@code elsewhere}.
 */
public final class SharedMemoryAllreduce implements Algorithms.Allreduce {
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
        if (s == null || LentReduction.byMessages(s, send, op)) {
            elsewhere.allreduce(p, send, recv, op);
            return;
        }
        if (LentReduction.applies(s, send, op)) {
            LentReduction.run(p, s, send, recv, op);
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
}
