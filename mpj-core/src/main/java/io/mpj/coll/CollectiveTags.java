package io.mpj.coll;

/**
 * The tags of every collective algorithm's messages, in one place. Collective traffic has a context
 * of its own and every message carries its call's stamp, so a tag only has to tell apart the phases
 * of one call, including the parts of composed algorithms (a gather followed by a broadcast): all
 * values here are distinct, which a test checks.
 */
public final class CollectiveTags {
    public static final int DISSEMINATION_BARRIER = 1;
    public static final int BINOMIAL_BARRIER = 2;
    public static final int LINEAR_BARRIER = 3;

    public static final int BINOMIAL_BCAST = 10;
    public static final int LINEAR_BCAST = 11;
    public static final int SCATTER_ALLGATHER_BCAST_SCATTER = 12;
    public static final int SCATTER_ALLGATHER_BCAST_RING = 13;
    public static final int CHAIN_BCAST = 14;

    public static final int BINOMIAL_REDUCE_TREE = 20;
    public static final int BINOMIAL_REDUCE_TO_ROOT = 21;
    public static final int LINEAR_REDUCE = 22;
    public static final int RABENSEIFNER_REDUCE_GATHER = 23;

    public static final int RECURSIVE_DOUBLING_ALLREDUCE_FOLD = 30;
    public static final int RECURSIVE_DOUBLING_ALLREDUCE_EXCHANGE = 31;
    public static final int RECURSIVE_DOUBLING_ALLREDUCE_UNFOLD = 32;

    public static final int BINOMIAL_GATHER = 40;
    public static final int BINOMIAL_SCATTER = 42;
    public static final int LINEAR_GATHER = 44;
    public static final int LINEAR_SCATTER = 46;

    public static final int RING_ALLGATHER = 50;
    public static final int BRUCK_ALLGATHER = 52;
    public static final int RECURSIVE_DOUBLING_ALLGATHER = 54;

    public static final int RING_REDUCE_SCATTER = 60;
    public static final int RECURSIVE_HALVING_REDUCE_SCATTER_FOLD = 62;
    public static final int RECURSIVE_HALVING_REDUCE_SCATTER_EXCHANGE = 63;
    public static final int RECURSIVE_HALVING_REDUCE_SCATTER_UNFOLD = 64;

    public static final int PAIRWISE_ALLTOALL = 70;
    public static final int LINEAR_ALLTOALL = 72;
    public static final int BRUCK_ALLTOALL = 74;

    public static final int RECURSIVE_DOUBLING_SCAN = 80;
    public static final int LINEAR_SCAN = 82;
    /** Exscan: the inclusive scan's result shifted one rank up. */
    public static final int EXSCAN_SHIFT = 90;

    /** Node-aware algorithms: added to the tags of the algorithm run among the ranks of one host. */
    public static final int HIERARCHICAL_NODE = 1000;
    /** Node-aware algorithms: added to the tags of the algorithm run among the leaders of the hosts. */
    public static final int HIERARCHICAL_LEADERS = 2000;
    public static final int HIERARCHICAL_ALLGATHER_GATHER = 100;
    public static final int HIERARCHICAL_ALLGATHER_EXCHANGE = 101;
    /** The node-aware broadcast's pipeline: one chain through the leaders and on to their hosts' ranks. */
    public static final int HIERARCHICAL_CHAIN = 102;

    /** A rank that left a call after an error tells every other rank (no algorithm receives it). */
    public static final int LEFT_CALL = 9999;
    /** A rank that has long waited in a call tells the rank it waits for which call that is (no algorithm receives it). */
    public static final int WAITING_IN_CALL = 9998;

    private CollectiveTags() {}
}
