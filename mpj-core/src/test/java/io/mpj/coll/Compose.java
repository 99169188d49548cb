package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import io.mpj.coll.op.Reduction;

/**
 * A non-commutative, associative operator for tests: int pairs (a, b) stand for x -> a x + b, and
 * lower op higher = lower after higher. Any reordering of ranks changes the result.
 */
final class Compose implements Reduction {
    static final Compose OP = new Compose();

    @Override
    public void apply(Buf in, Buf inout) {
        int[] l = (int[]) in.array();
        int[] h = (int[]) inout.array();
        for (int k = 0; k + 1 < in.count(); k += 2) {
            int la = l[in.offset() + k], lb = l[in.offset() + k + 1];
            int ha = h[inout.offset() + k], hb = h[inout.offset() + k + 1];
            h[inout.offset() + k] = la * ha;
            h[inout.offset() + k + 1] = la * hb + lb;
        }
    }

    @Override
    public boolean commutative() {
        return false;
    }

    @Override
    public String unsupported(BaseType type) {
        return type == BaseType.INT ? null : "ints only";
    }

    /** lower op higher on single pairs at index k. */
    static void fold(int[] acc, int[] next, int k) {
        int la = acc[k], lb = acc[k + 1];
        acc[k] = la * next[k];
        acc[k + 1] = la * next[k + 1] + lb;
    }
}
