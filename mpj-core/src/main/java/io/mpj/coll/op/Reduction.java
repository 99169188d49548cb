package io.mpj.coll.op;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;

/**
 * A reduction operator as the algorithms use it: {@code inout[i] = in[i] op inout[i]}, element by
 * element. For a non-commutative operator the algorithms keep rank order: {@code in} always holds
 * the contribution of lower ranks.
 */
public interface Reduction {
    void apply(Buf in, Buf inout);

    boolean commutative();

    /** Null if the operator is defined on {@code type}, else why not. */
    String unsupported(BaseType type);
}
