package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import io.mpj.buffer.ObjectCodec;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.SendMode;
import io.mpj.engine.SendRequest;
import io.mpj.engine.SharedWakeup;
import io.mpj.error.MpjError;
import io.mpj.transport.SharedMemory;

import java.util.Arrays;

/**
 * The ranks of one communicator as its collective calls see them: members (world ranks, in
 * communicator rank order), this rank's place, the context of the collective traffic, the numbering of
 * the calls and the work space of the algorithms. One per communicator; collectives on it run one at a
 * time, as MPI requires.
 */
public final class CollectiveGroup {
    private final PointToPointEngine engine;
    private final ObjectCodec objects;
    private final int[] members;
    private final int rank;
    private final int worldSize;
    private final int context;
    private final Scratch scratch = new Scratch();
    private final CallSequence calls;
    private final Nodes nodes;
    private final Peers peers;
    private int[] worldToLocal;
    /** The members' shared-memory segment, or null. */
    private SharedSegment segment;

    /**
     * @param members   world ranks of the members, in communicator rank order (not copied)
     * @param rank      this rank's place among them
     * @param worldSize ranks in the job
     * @param context   the context of this group's collective traffic (user messages never have it)
     * @param nodes     the node (host) of each member
     */
    public CollectiveGroup(PointToPointEngine engine, ObjectCodec objects, int[] members, int rank, int worldSize, int context,
                           Nodes nodes) {
        this.engine = engine;
        this.objects = objects;
        this.members = members;
        this.rank = rank;
        this.worldSize = worldSize;
        this.context = context;
        this.calls = new CallSequence(context, this::localRank);
        this.nodes = nodes;
        this.peers = new Peers(this);
    }

    /** The peers of the next collective call of {@code primitive} ({@code root} -1 if it has none). */
    public Peers peers(Primitive primitive, int root) {
        return peers.begin(primitive, root);
    }

    /** The calls begun from now on are {@code c}'s internal ones (null: the program's own); {@link CallSequence#within}. */
    public void within(Construction c) {
        calls.within(c);
    }

    /** How many collective calls this rank has begun on the communicator. */
    public int callsMade() {
        return calls.made();
    }

    /**
     * This rank leaves its call of {@code primitive} after an error; {@code callsBefore} is {@link
     * #callsMade} from before it. A call that failed before it began (a bad argument) takes its number
     * now, so that the ranks' calls stay numbered alike; what the others send this rank in that call is
     * dropped without a word ({@link PointToPointEngine#abandon}); then every other member is told
     * (an empty message stamped as left, which no receive matches), so a rank waiting in that call fails too.
     */
    public void leave(Primitive primitive, int root, int callsBefore) {
        if (calls.made() == callsBefore) calls.next(primitive, root);
        long call = calls.leave();
        if (call == 0) return;
        engine.abandon(context, call, CallSequence.CALL_BITS); // whatever root or primitive the others gave
        long stamp = CallSequence.asLeft(call);
        for (int r = 0; r < members.length; r++) {
            if (r != rank) tell(members[r], CollectiveTags.LEFT_CALL, stamp);
        }
    }

    /** An empty message stamped {@code stamp} to world rank {@code worldRank}, which no algorithm receives. */
    void tell(int worldRank, int tag, long stamp) {
        SendRequest s = new SendRequest();
        s.init(SendMode.STANDARD, Buf.EMPTY.array(), BaseType.BYTE, 0, 0, null, worldRank, tag, context);
        s.stamp(stamp);
        try {
            engine.startSend(s);
        } catch (MpjError gone) {
            // that rank has ended: nothing waits on it
        }
    }

    public int size() {
        return members.length;
    }

    public int rank() {
        return rank;
    }

    /** World ranks of the members, in rank order (do not modify). */
    public int[] members() {
        return members;
    }

    public int worldRank(int local) {
        return members[local];
    }

    /** The rank in this group of a world rank, or -1 if it is not a member. */
    public int localRank(int world) {
        if (worldToLocal == null) {
            int[] map = new int[worldSize];
            Arrays.fill(map, -1);
            for (int i = 0; i < members.length; i++) map[members[i]] = i;
            worldToLocal = map;
        }
        return world >= 0 && world < worldToLocal.length ? worldToLocal[world] : -1;
    }

    /**
     * Maps the members' shared-memory segment if one device carries the traffic between all of them and
     * shares memory (the communicator is being made, on every member).
     */
    public void shareMemory() {
        SharedMemory memory = members.length > 1 ? engine.router().sharedMemoryWith(members, members[rank]) : null;
        if (memory != null) segment = SharedSegment.attach(this, memory);
    }

    /** Whether the members are threads of one JVM, whose segment lets them lend each other their arrays. */
    public boolean sharesHeap() {
        return segment != null && segment.lends();
    }

    /** The shared-memory segment entered for the call stamped {@code stamp}, or null if there is none. */
    SharedSegment segment(long stamp) {
        return segment == null ? null : segment.enter(stamp);
    }

    /** What a wait for a message of the call stamped {@code stamp} looks at before it blocks (null: nothing). */
    SharedWakeup otherCalls(long stamp) {
        return segment == null ? null : segment.otherCalls(stamp);
    }

    Nodes nodes() {
        return nodes;
    }

    int context() {
        return context;
    }

    PointToPointEngine engine() {
        return engine;
    }

    ObjectCodec objects() {
        return objects;
    }

    Scratch scratch() {
        return scratch;
    }

    CallSequence calls() {
        return calls;
    }
}
