package io.mpj.coll.algo;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Buf;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

import java.util.ArrayList;
import java.util.List;

/**
 * Pipelined chain for long messages: the message travels root, root+1, ... in segments, each rank
 * forwarding segment i while segment i+1 is still arriving. Every receive is posted up front.
 */
public final class ChainBcast implements Algorithms.Bcast {
    private static final int TAG = 14;
    /** Bytes per pipeline segment. */
    static final int SEGMENT_BYTES = 64 * 1024;

    @Override
    public String name() {
        return "chain";
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        int n = p.size();
        if (n == 1) return;
        int v = (p.rank() - root + n) % n;
        int seg = Math.max(1, SEGMENT_BYTES / buf.type().size);
        int segments = Math.max(1, (buf.count() + seg - 1) / seg);
        int prev = (p.rank() - 1 + n) % n;
        int next = (p.rank() + 1) % n;
        MessageRequest[] recvs = new MessageRequest[segments];
        if (v > 0) for (int i = 0; i < segments; i++) recvs[i] = p.irecv(segment(buf, seg, i), prev, TAG);
        List<MessageRequest> sends = new ArrayList<>(segments);
        for (int i = 0; i < segments; i++) {
            if (v > 0) p.waitAll(recvs[i]);
            if (v < n - 1) sends.add(p.isend(segment(buf, seg, i), next, TAG));
        }
        p.waitAll(sends.toArray(new MessageRequest[0]));
    }

    private static Buf segment(Buf buf, int seg, int i) {
        int start = Math.min(i * seg, buf.count());
        return buf.slice(start, Math.min(seg, buf.count() - start));
    }
}
