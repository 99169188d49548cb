package io.mpj.coll.algo;

import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Parameters;
import io.mpj.coll.Peers;

import static io.mpj.coll.CollectiveTags.CHAIN_BCAST;

/**
 * Pipelined chains for long messages: the ranks after the root (counted from it) form {@code fanout}
 * chains of consecutive ranks, and the message travels down each in segments, every rank forwarding
 * segment i while segment i+1 is still arriving; the root feeds the head of every chain. Every
 * receive is posted up front. Parameters: {@code segment} (bytes, default 64 KiB) and {@code fanout}
 * (chains, default 1), as Open MPI's chain broadcast.
 */
public final class ChainBcast implements Algorithms.Bcast {
    /** Bytes per pipeline segment unless a tuning rule says otherwise. */
    static final int SEGMENT_BYTES = 64 * 1024;

    private final long segmentBytes;
    private final int fanout;

    public ChainBcast() {
        this(SEGMENT_BYTES, 1);
    }

    private ChainBcast(long segmentBytes, int fanout) {
        this.segmentBytes = segmentBytes;
        this.fanout = fanout;
    }

    @Override
    public String name() {
        return "chain";
    }

    @Override
    public Algorithms.Algorithm with(Parameters p) {
        return new ChainBcast(p.segmentBytes() > 0 ? p.segmentBytes() : segmentBytes, p.fanout() > 0 ? p.fanout() : fanout);
    }

    @Override
    public void bcast(Peers p, Buf buf, int root) {
        int n = p.size();
        if (n == 1) return;
        int v = (p.rank() - root + n) % n;
        int chains = Math.min(fanout, n - 1);
        int parent = -1;
        int[] children;
        if (v == 0) {
            children = new int[chains];
            for (int c = 0; c < chains; c++) children[c] = real(chainStart(c, chains, n - 1) + 1, root, n);
        } else {
            int c = chainOf(v - 1, chains, n - 1);
            boolean head = v - 1 == chainStart(c, chains, n - 1);
            parent = real(head ? 0 : v - 1, root, n);
            children = v < chainStart(c + 1, chains, n - 1) ? new int[] {real(v + 1, root, n)} : new int[0];
        }
        SegmentPipeline.forward(p, buf, SegmentPipeline.elements(segmentBytes, buf), parent, children, CHAIN_BCAST);
    }

    /** Bytes per segment (for the node-aware broadcast, which pipelines its leaders' chain the same way). */
    long segmentBytes() {
        return segmentBytes;
    }

    /** A single chain (no fan-out at the root). */
    boolean single() {
        return fanout == 1;
    }

    /** First position (among the {@code members} ranks after the root) of chain {@code c}; chains differ by at most one rank. */
    static int chainStart(int c, int chains, int members) {
        int base = members / chains;
        int extra = members % chains;
        return c * base + Math.min(c, extra);
    }

    private static int chainOf(int position, int chains, int members) {
        int c = 0;
        while (c + 1 < chains && chainStart(c + 1, chains, members) <= position) c++;
        return c;
    }

    private static int real(int virtual, int root, int n) {
        return (virtual + root) % n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChainBcast c && c.segmentBytes == segmentBytes && c.fanout == fanout;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(segmentBytes) * 31 + fanout;
    }
}
