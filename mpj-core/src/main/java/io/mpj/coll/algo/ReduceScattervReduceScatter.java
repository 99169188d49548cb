package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.coll.op.Reduction;

/** Seed 000's equivalence Reduce_scatter = Reduce + Scatterv: binomial reduce to rank 0, binomial scatter. */
public final class ReduceScattervReduceScatter implements Algorithms.ReduceScatter {
    private static final BinomialScatter SCATTER = new BinomialScatter();

    @Override
    public String name() {
        return "reduce_scatterv";
    }

    @Override
    public void reduceScatter(Peers p, Buf send, Buf recv, int[] counts, Reduction op) {
        Blocks blocks = Blocks.packed(counts);
        Buf all = BinomialReduce.toTree(p, send.withCount(blocks.sum(0, counts.length)), op, 0, null);
        SCATTER.scatter(p, all, blocks, recv, 0);
    }
}
