package io.mpj.runtime;

import io.mpj.engine.PointToPointEngine;

import java.util.Arrays;

/**
 * A communicator below the facade: its members (world ranks, in rank order), this rank's place
 * among them, and its context. Point-to-point traffic uses {@code context}, collective traffic
 * {@code context + 1}, so the two can never match each other.
 */
public final class Communicator {
    static final int WORLD_CONTEXT = 0;
    static final int SELF_CONTEXT = 2;
    static final int FIRST_FREE_CONTEXT = 4;

    private final RankRuntime runtime;
    private final int[] members;
    private final int rank;
    private final int context;
    private final io.mpj.coll.Scratch scratch = new io.mpj.coll.Scratch();
    private final io.mpj.coll.CallSequence calls;
    private int[] worldToLocal;
    private volatile boolean freed;

    private Communicator(RankRuntime runtime, int[] members, int rank, int context) {
        this.runtime = runtime;
        this.members = members;
        this.rank = rank;
        this.context = context;
        this.calls = new io.mpj.coll.CallSequence(collectiveContext(), this::localRank);
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

    public int size() {
        return members.length;
    }

    public int rank() {
        return rank;
    }

    public int context() {
        return context;
    }

    /** Work space of this communicator's collective algorithms. */
    public io.mpj.coll.Scratch scratch() {
        return scratch;
    }

    /** The numbering of this communicator's collective calls, which stamps their messages. */
    public io.mpj.coll.CallSequence calls() {
        return calls;
    }

    public int collectiveContext() {
        return context + 1;
    }

    /** World ranks of the members, in communicator rank order (do not modify). */
    public int[] members() {
        return members;
    }

    public int worldRank(int local) {
        return members[local];
    }

    /** The communicator rank of a world rank, or -1 if it is not a member. */
    public int localRank(int world) {
        if (worldToLocal == null) {
            int[] map = new int[runtime.size()];
            Arrays.fill(map, -1);
            for (int i = 0; i < members.length; i++) map[members[i]] = i;
            worldToLocal = map;
        }
        return world >= 0 && world < worldToLocal.length ? worldToLocal[world] : -1;
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
