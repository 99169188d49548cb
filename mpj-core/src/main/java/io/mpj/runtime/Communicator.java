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
    /** Intercommunicators: this rank's group and the remote group (world ranks); null for intracommunicators. */
    private final int[] local;
    private final int[] remote;
    private final int localRank;
    private volatile boolean freed;

    private Communicator(RankRuntime runtime, int[] members, int rank, int context) {
        this(runtime, members, rank, context, null, null);
    }

    /** {@code members}/{@code rank}: the collective group; {@code local}/{@code remote}: an intercommunicator's two groups. */
    private Communicator(RankRuntime runtime, int[] members, int rank, int context, int[] local, int[] remote) {
        this.runtime = runtime;
        this.context = context;
        Nodes nodes = runtime.placement().nodes(members);
        this.group = new CollectiveGroup(runtime.engine(), runtime.objects(), members, rank, runtime.size(), context + 1, nodes);
        group.shareMemory();
        this.selection = new Selection(runtime.selector(), members.length, DeviceClass.of(nodes.count(), members.length, group.sharesHeap()));
        this.local = local;
        this.remote = remote;
        this.localRank = local != null ? indexOf(local, runtime.rank()) : rank;
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
        return local != null ? local.length : group.size();
    }

    public int rank() {
        return localRank;
    }

    public int context() {
        return context;
    }

    /** World ranks of the members (of this rank's group), in communicator rank order (do not modify). */
    public int[] members() {
        return local != null ? local : group.members();
    }

    public boolean isInter() {
        return remote != null;
    }

    /** World ranks of an intercommunicator's remote group (do not modify). */
    public int[] remoteMembers() {
        return remote;
    }

    /** Ranks that point-to-point calls name: the remote group's on an intercommunicator, else the members'. */
    public int peerCount() {
        return remote != null ? remote.length : group.size();
    }

    /** The world rank of point-to-point rank {@code r}. */
    public int peerWorldRank(int r) {
        return remote != null ? remote[r] : group.worldRank(r);
    }

    /** The point-to-point rank of world rank {@code world} (a status's source), or -1. */
    public int peerLocalRank(int world) {
        return remote != null ? indexOf(remote, world) : group.localRank(world);
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) if (a[i] == v) return i;
        return -1;
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

    /**
     * An intercommunicator between {@code local} (this rank's group) and {@code remote} on {@code
     * context}; its internal agreements run over both groups, the group whose first member has the
     * lower world rank first.
     */
    public Communicator inter(int[] local, int[] remote, int context) {
        int[] both = local[0] < remote[0] ? join(local, remote) : join(remote, local);
        return new Communicator(runtime, both, indexOf(both, runtime.rank()), context, local.clone(), remote.clone());
    }

    /** An intercommunicator's two groups as one list, this rank's group first or the remote one. */
    public int[] joined(boolean localFirst) {
        return localFirst ? join(local, remote) : join(remote, local);
    }

    private static int[] join(int[] first, int[] second) {
        int[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
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
