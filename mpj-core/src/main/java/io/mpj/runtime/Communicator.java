package io.mpj.runtime;

import io.mpj.coll.CollectiveGroup;
import io.mpj.coll.Nodes;
import io.mpj.coll.select.DeviceClass;
import io.mpj.coll.select.Selection;
import io.mpj.engine.PointToPointEngine;

import java.util.Arrays;

/**
 * A communicator below the facade: its context, its members (as a {@link CollectiveGroup}) and its
 * binding of the collective algorithms.
 * Point-to-point traffic uses {@code context}, collective traffic {@code context + 1}, so the two can
 * never match each other.
 */
public final class Communicator {
    static final int WORLD_CONTEXT = 0;
    static final int SELF_CONTEXT = 2;
    static final int FIRST_FREE_CONTEXT = 4;

    private final RankRuntime runtime;
    private final int context;
    private final CollectiveGroup group;
    private final Selection selection;
    private volatile boolean freed;

    private Communicator(RankRuntime runtime, int[] members, int rank, int context) {
        this.runtime = runtime;
        this.context = context;
        Nodes nodes = runtime.placement().nodes(members);
        this.group = new CollectiveGroup(runtime.engine(), runtime.objects(), members, rank, runtime.size(), context + 1, nodes);
        this.selection = new Selection(runtime.selector(), members.length, DeviceClass.of(nodes.count()));
    }

    public static Communicator world(RankRuntime rt) {
        int[] all = new int[rt.size()];
        Arrays.setAll(all, i -> i);
        return new Communicator(rt, all, rt.rank(), WORLD_CONTEXT);
    }

    public static Communicator self(RankRuntime rt) {
        return new Communicator(rt, new int[] {rt.rank()}, 0, SELF_CONTEXT);
    }

    public RankRuntime runtime() {
        return runtime;
    }

    public PointToPointEngine engine() {
        return runtime.engine();
    }

    /** The members as collective calls see them: their peers, numbering, work space and algorithms. */
    public CollectiveGroup collectives() {
        return group;
    }

    /** Which algorithm each collective call on this communicator runs. */
    public Selection selection() {
        return selection;
    }

    public int size() {
        return group.size();
    }

    public int rank() {
        return group.rank();
    }

    public int context() {
        return context;
    }

    /** World ranks of the members, in communicator rank order (do not modify). */
    public int[] members() {
        return group.members();
    }

    public int worldRank(int local) {
        return group.worldRank(local);
    }

    /** The communicator rank of a world rank, or -1 if it is not a member. */
    public int localRank(int world) {
        return group.localRank(world);
    }

    public boolean isFreed() {
        return freed;
    }

    public void free() {
        freed = true;
    }

    /** A communicator over {@code worldRanks} (in that order) with {@code context}; null if this rank is not among them. */
    public Communicator derive(int[] worldRanks, int context) {
        int me = runtime.rank();
        for (int i = 0; i < worldRanks.length; i++) {
            if (worldRanks[i] == me) return new Communicator(runtime, worldRanks.clone(), i, context);
        }
        return null;
    }
}
