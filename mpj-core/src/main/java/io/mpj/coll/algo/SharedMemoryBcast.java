package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.SharedSegment;

/**
 * Through the ranks' shared memory ({@link SharedSegment}): in each round the root writes a part to its
 * slot and every other rank copies it out once the root has arrived. Where the ranks do not share
 * memory it runs {@code elsewhere}.
 */
public final class SharedMemoryBcast implements Algorithms.Bcast {
    private final Algorithms.Bcast elsewhere;

    public SharedMemoryBcast(Algorithms.Bcast elsewhere) {
        this.elsewhere = elsewhere;
    }

    @Override
    public String name() {
        return "shared_memory";
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        SharedSegment s = p.shared(buf.type());
        if (s == null) {
            elsewhere.bcast(p, buf, root);
            return;
        }
        boolean isRoot = s.rank() == root;
        for (int fragment = 0, rounds = SharedSegment.rounds(buf.count(), buf.type()); fragment < rounds; fragment++) {
            Buf part = SharedSegment.round(buf, fragment);
            s.begin(fragment, isRoot);
            if (isRoot) {
                s.write(part);
                s.arrive(part.bytes());
            } else {
                s.awaitArrival(root, part.bytes());
                s.read(root, part);
            }
            s.done();
        }
    }
}
