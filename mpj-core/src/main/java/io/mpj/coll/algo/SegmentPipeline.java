package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

/**
 * A message sent down a tree in segments: a rank forwards segment i to its children as soon as it has
 * it, while segment i + 1 is still arriving; every receive is posted up front. The pipelined
 * broadcasts (the chain, and the node-aware one whose leaders chain) differ only in the tree.
 */
final class SegmentPipeline {
    private SegmentPipeline() {}

    /**
     * Receives {@code buf} from {@code parent} (-1 at the root) and forwards it to {@code children},
     * {@code segment} elements at a time.
     */
    static void forward(Peers p, Buf buf, int segment, int parent, int[] children, int tag) {
        int segments = Math.max(1, (buf.count() + segment - 1) / segment);
        MessageRequest[] recvs = new MessageRequest[parent >= 0 ? segments : 0];
        for (int i = 0; i < recvs.length; i++) recvs[i] = p.irecv(slice(buf, segment, i), parent, tag);
        MessageRequest[] sends = new MessageRequest[segments * children.length];
        int k = 0;
        for (int i = 0; i < segments; i++) {
            if (parent >= 0) p.waitAll(recvs[i]);
            for (int child : children) sends[k++] = p.isend(slice(buf, segment, i), child, tag);
        }
        p.waitAll(sends);
    }

    /** Elements per segment for a segment of {@code bytes}, at least one. */
    static int elements(long bytes, Buf buf) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, bytes / buf.type().size));
    }

    private static Buf slice(Buf buf, int seg, int i) {
        int start = Math.min(i * seg, buf.count());
        return buf.slice(start, Math.min(seg, buf.count() - start));
    }
}
