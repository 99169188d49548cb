package io.mpj.runtime;

import io.mpj.buffer.BaseType;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.SendMode;
import io.mpj.engine.SendRequest;

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
    private int[] worldToLocal;
    private volatile boolean freed;

    private Communicator(RankRuntime runtime, int[] members, int rank, int context) {
        this.runtime = runtime;
        this.members = members;
        this.rank = rank;
        this.context = context;
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

    /** MPI_COMM_DUP: same members, a fresh context agreed by all of them. Collective. */
    public Communicator dup() {
        return new Communicator(runtime, members, rank, newContext());
    }

    /**
     * A context no member of this communicator has used: the maximum of their proposals. Collective.
     * Communicators created together from disjoint groups may share it: their members never meet.
     */
    public int newContext() {
        int c = allreduceMax(runtime.proposeContext());
        runtime.contextTaken(c);
        return c;
    }

    /** A communicator over {@code worldRanks} (in that order) with {@code context}; null if this rank is not among them. */
    public Communicator derive(int[] worldRanks, int context) {
        int me = runtime.rank();
        for (int i = 0; i < worldRanks.length; i++) {
            if (worldRanks[i] == me) return new Communicator(runtime, worldRanks.clone(), i, context);
        }
        return null;
    }

    /** Returns when every member has called it. */
    public void barrier() {
        allreduceMax(0);
    }

    /**
     * Dissemination all-reduce of one int with max: in round k every rank sends to rank + 2^k and
     * receives from rank - 2^k, so after ceil(log2 p) rounds each has seen every value.
     */
    public int allreduceMax(int value) {
        int p = members.length;
        int[] in = new int[1];
        int[] out = new int[1];
        int round = 0;
        for (int k = 1; k < p; k <<= 1, round++) {
            out[0] = value;
            SendRequest s = new SendRequest();
            s.init(SendMode.STANDARD, out, BaseType.INT, 0, 1, null, members[(rank + k) % p], round, collectiveContext());
            RecvRequest r = new RecvRequest();
            r.init("allreduceMax", in, BaseType.INT, 0, 1, members[(rank - k + p) % p], round, collectiveContext(), null);
            engine().startRecv(r);
            engine().startSend(s);
            engine().waitUntil(s);
            engine().waitUntil(r);
            value = Math.max(value, in[0]);
        }
        return value;
    }
}
