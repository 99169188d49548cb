package io.mpj.coll.select;

import io.mpj.coll.Algorithms;
import io.mpj.coll.Primitive;

/**
 * One communicator's binding of the {@link Selector}'s decisions to its size: each primitive is bound
 * on its first call and again only after an explicit choice changed. Bindings are logged when
 * {@code mpj.coll.log} asks ({@link CollectiveLog}).
 */
public final class Selection {

    private final Selector selector;
    private final int procs;
    private final DeviceClass deviceClass;
    private final Choices[] bound = new Choices[Primitive.values().length];
    /** The selector's generation when each primitive was bound. */
    private final int[] boundAt = new int[Primitive.values().length];

    /** For a communicator of {@code procs} ranks whose traffic is of {@code deviceClass}. */
    public Selection(Selector selector, int procs, DeviceClass deviceClass) {
        this.selector = selector;
        this.procs = procs;
        this.deviceClass = deviceClass;
    }

    /** The algorithm for a call of {@code p} on {@code bytes} (see {@link Selector}). */
    public <A extends Algorithms.Algorithm> A select(Primitive p, long bytes, boolean commutative) {
        Choices c = bound[p.ordinal()];
        int gen = selector.generation();
        if (c == null || boundAt[p.ordinal()] != gen) {
            Choices fresh = selector.bind(p, procs, deviceClass);
            selector.log().binding(fresh);
            bound[p.ordinal()] = c = fresh;
            boundAt[p.ordinal()] = gen;
        }
        return c.choose(bytes, commutative);
    }
}
