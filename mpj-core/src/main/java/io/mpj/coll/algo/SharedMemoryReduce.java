package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.SharedSegment;
import io.mpj.coll.op.Reduction;

/**
 * Through the ranks' shared memory ({@link SharedSegment}): in each round every rank writes its part to
 * its slot and the root, once all have arrived, reduces the slots in rank order. Where the ranks do not
 * share memory it runs {@code elsewhere}.
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
        if (s == null) {
            elsewhere.reduce(p, send, recv, op, root);
            return;
        }
        boolean isRoot = s.rank() == root;
        int per = SharedSegment.perRound(send.type());
        Buf in = isRoot ? p.temp(recv, Math.min(per, send.count())) : null;
        for (int fragment = 0, rounds = SharedSegment.rounds(send.count(), send.type()); fragment < rounds; fragment++) {
            int from = fragment * per;
            int n = Math.min(per, send.count() - from);
            long bytes = (long) n * send.type().size;
            s.begin(fragment, true);
            s.write(send.slice(from, n)); // the root's too: its send buffer may be its result
            s.arrive(bytes);
            if (isRoot) {
                Buf out = recv.slice(from, n);
                Buf part = in.withCount(n);
                s.awaitAll(bytes);
                s.reduceSlots(out, part, op);
            }
            s.done();
        }
    }
}
