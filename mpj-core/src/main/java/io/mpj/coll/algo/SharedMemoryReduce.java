package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.SharedSegment;
import io.mpj.coll.op.Reduction;

/**
 * Through the ranks' shared memory ({@link SharedSegment}): in each round every rank writes its part to
 * its slot and the root, once all have arrived, reduces the slots in rank order. Ranks that are threads
 * of one JVM lend each other their arrays instead ({@link LentReduction}: each rank reduces its share of
 * the elements into the root's result), from {@value LentReduction#LEND_BYTES} bytes with a predefined
 * operator (a user operator on more than one round of data runs {@code elsewhere} there). Where the
 * ranks do not share memory it runs {@code elsewhere}.
 */
public final class SharedMemoryReduce implements Algorithms.Reduce {
    private final Algorithms.Reduce elsewhere;

    public SharedMemoryReduce(Algorithms.Reduce elsewhere) {
        this.elsewhere = elsewhere;
    }

    @Override
    public String name() {
        return "shared_memory";
    }

    @Override
    public void reduce(Peers p, Buf send, Buf recv, Reduction op, int root) {
        SharedSegment s = p.shared(send.type());
        if (s == null || LentReduction.byMessages(s, send, op)) {
            elsewhere.reduce(p, send, recv, op, root);
            return;
        }
        boolean isRoot = s.rank() == root;
        if (LentReduction.applies(s, send, op)) {
            LentReduction.run(p, s, send, isRoot ? recv : null, op);
            return;
        }
        Buf in = isRoot ? p.temp(recv, SharedSegment.round(send, 0).count()) : null;
        for (int fragment = 0, rounds = SharedSegment.rounds(send.count(), send.type()); fragment < rounds; fragment++) {
            Buf mine = SharedSegment.round(send, fragment);
            s.begin(fragment, true);
            s.write(mine); // the root's too: its send buffer may be its result
            s.arrive(mine.bytes());
            if (isRoot) {
                s.awaitAll(mine.bytes());
                s.reduceSlots(SharedSegment.round(recv, fragment), in.withCount(mine.count()), op);
            }
            s.done();
        }
    }
}
