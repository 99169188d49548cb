package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.buffer.BaseType;
import io.mpj.coll.SharedSegment;

/**
 * Through the ranks' shared memory ({@link SharedSegment}): every rank announces its arrival and waits
 * for all the others'. Where the ranks do not share memory it runs {@code elsewhere}.
 */
public final class SharedMemoryBarrier implements Algorithms.Barrier {
    private final Algorithms.Barrier elsewhere;

    public SharedMemoryBarrier(Algorithms.Barrier elsewhere) {
        this.elsewhere = elsewhere;
    }

    @Override
    public String name() {
        return "shared_memory";
    }

    @Override
    public void barrier(Peers p) {
        SharedSegment s = p.shared(BaseType.BYTE);
        if (s == null) {
            elsewhere.barrier(p);
            return;
        }
        s.begin(0, true);
        s.arrive(0);
        s.awaitAll(0);
        s.done();
    }
}
