package io.mpj.coll;

import io.mpj.engine.Completable;
import io.mpj.engine.UnmatchedCheck;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

import java.util.function.IntUnaryOperator;

/**
 * Numbers the collective calls of one communicator and stamps their messages with (call number,
 * primitive, root). Every rank makes the same calls in the same order, so a message whose stamp has
 * this rank's current number but another primitive or root, or an earlier number (a message of a
 * finished call that nobody received), proves that the ranks disagree: the call fails with an
 * MPIException instead of hanging or delivering the wrong data. It costs one word per message.
 *
 * A rank that leaves a call after an error tells the others with a message stamped as left ({@link #leave}):
 * a rank still waiting in that call fails too instead of waiting for ever, and every rank's next call
 * has the same number again.
 *
 * <pre>
 * stamp = call number (32 bits) | left | primitive + 1 (5 bits) | query | varying
 *         | constructor + 1 (4 bits; 0: none, {@link Construction}) | root + 1 (20 bits; 0: no root, so
 *         communicators of up to 1 048 575 ranks)
 * </pre>
 */
public final class CallSequence {
    private static final int HISTORY = 16;
    private static final long ROOT_MASK = (1L << 20) - 1;
    private static final int CONSTRUCTION_SHIFT = 20;
    private static final String SAME_CALLS = "; every rank must make the same collective calls, with the same root, in the same order";
    /** The end of an error where ranks' data for one call differ in size or type. */
    static final String SAME_SIGNATURE = "; every rank must give the same count and type signature";

    /** The bits of a stamp that hold the call's number. */
    public static final long CALL_BITS = 0xFFFF_FFFF_0000_0000L;
    /** The stamp bit of a rank's message saying it left the call after an error. */
    private static final long LEFT = 1L << 31;
    /** The stamp bit of a rank's message saying which call it has long been waiting in ({@link #asQuery}). */
    private static final long QUERY = 1L << 25;
    /** The stamp bit of a call's varying-count form (Gatherv of Gather): another call, named with its "v". */
    private static final long VECTOR = 1L << 24;
    /** The bits that say which collective a call is: its primitive, form and constructor. */
    private static final long KIND = 31L << 26 | VECTOR | 15L << CONSTRUCTION_SHIFT;

    /** Stamps of the last {@value #HISTORY} calls, to say what this rank did in a call another rank disagrees with. */
    private final long[] history = new long[HISTORY];
    private final UnmatchedCheck watch;
    private int calls;
    private int leftCall;
    /** The world rank this rank's current wait in the call depends on. */
    private int waitingFor = -1;
    /** The constructor whose internal calls these are ({@link #within}), else null. */
    private Construction within;

    /**
     * The calls of the communicator whose collective traffic uses {@code context};
     * {@code localRank} turns a world rank into a rank of that communicator.
     */
    public CallSequence(int context, IntUnaryOperator localRank) {
        this.watch = new UnmatchedCheck() {
            @Override
            public MpjError check(int ctx, int source, long stamp) {
                if (ctx != context || (stamp & LEFT) != 0 && source != waitingFor) return null; // a rank left: only its partners care
                long mine = history[calls & (HISTORY - 1)];
                if ((stamp & QUERY) != 0) return queried(mine, localRank.applyAsInt(source), stamp & ~QUERY);
                return disagreement(mine, localRank.applyAsInt(source), stamp, false);
            }

            @Override
            public String waitDescription(Completable c) {
                return describe(history[calls & (HISTORY - 1)]) + " (collective call #" + calls + " on its communicator)"
                        + (waitingFor >= 0 ? ", for rank " + waitingFor : "");
            }
        };
    }

    /**
     * For a rank waiting in this communicator's current call: whether a message nobody has matched
     * proves a disagreement (one object per communicator, so a collective call allocates none).
     */
    public UnmatchedCheck watch() {
        return watch;
    }

    /** The world rank the next wait in the current call depends on (a rank that left matters only then). */
    public void waitingFor(int worldRank) {
        waitingFor = worldRank;
    }

    /** How many calls this rank has begun on the communicator. */
    public int made() {
        return calls;
    }

    /**
     * This rank leaves its current call after an error: the call's stamp, or 0 if the others have been
     * told already ({@link #asLeft} is what tells them).
     */
    public long leave() {
        if (leftCall == calls) return 0;
        leftCall = calls;
        return history[calls & (HISTORY - 1)];
    }

    /** The stamp of the message that tells the others this rank left the call stamped {@code stamp}. */
    public static long asLeft(long stamp) {
        return stamp | LEFT;
    }

    /**
     * The stamp of the message a rank sends the rank it has long waited for in the call stamped
     * {@code stamp}: where no message would otherwise go (every rank the root of its Reduce: all only
     * receive), it is the evidence that the ranks disagree.
     */
    public static long asQuery(long stamp) {
        return stamp | QUERY;
    }

    /**
     * A rank that waits in its call stamped {@code theirs} asked, while this rank is in the call stamped
     * {@code mine}: the disagreement if it is this call made otherwise; spent if this rank is past that
     * call or in it alike; null (a question for later) if this rank has not reached it.
     */
    private MpjError queried(long mine, int source, long theirs) {
        int ahead = call(theirs) - call(mine);
        if (ahead > 0) return null;
        if (ahead < 0 || theirs == mine) return UnmatchedCheck.SPENT;
        return disagreement(mine, source, theirs, false);
    }

    /** The current call is the varying-count form of its primitive (Gatherv, Scatterv, Allgatherv, Alltoallv): its new stamp. */
    public long varying() {
        return history[calls & (HISTORY - 1)] |= VECTOR;
    }

    /**
     * The calls begun from now on are {@code c}'s own (null: the program's): the constructor wraps its
     * internal calls, the guard that leaves one after an error included, in this and a reset.
     */
    public void within(Construction c) {
        within = c;
    }

    /** The stamp of this rank's next call on the communicator. */
    public long next(Primitive primitive, int root) {
        int call = ++calls;
        long stamp = (long) call << 32 | (long) (primitive.ordinal() + 1) << 26 | (root + 1) & ROOT_MASK
                | (within == null ? 0 : (long) (within.ordinal() + 1) << CONSTRUCTION_SHIFT);
        history[call & (HISTORY - 1)] = stamp;
        return stamp;
    }

    /**
     * Whether a message from communicator rank {@code source} stamped {@code theirs} proves that the
     * ranks disagree, while this rank is in the call stamped {@code mine}: the error, else null. An
     * unmatched message proves it if it belongs to this call with another primitive or root, or to an
     * earlier call; a message a receive {@code matched} proves it whenever its stamp differs.
     */
    public MpjError disagreement(long mine, int source, long theirs, boolean matched) {
        int call = call(theirs);
        if ((theirs & LEFT) != 0) { // only the call this rank is in waits for the rank that left
            return call != call(mine) ? null : new MpjError(ErrorClass.OTHER, named(mine) + ": rank " + source
                    + " left this call after an error there, so it cannot complete");
        }
        int ahead = call - call(mine);
        if (theirs == mine || ahead > 0 && !matched) return null; // this call, or a later one of a faster rank
        StringBuilder m = new StringBuilder(named(mine)).append(": ");
        if (ahead > 0) {
            m.append("rank ").append(source).append(" sent a message of its call #").append(call).append(" (")
                    .append(describe(theirs)).append(") where this rank expected one of this call");
            return new MpjError(ErrorClass.OTHER, m.append(SAME_CALLS).toString());
        }
        long ours = ahead == 0 ? mine : recorded(call);
        if (ahead < 0) m.append("rank ").append(source).append("'s message of call #").append(call).append(" was never received; ");
        m.append("rank ").append(source).append(" made call #").append(call).append(" as ").append(describe(theirs));
        if (ours == theirs) {
            return new MpjError(ErrorClass.OTHER, m.append(" like this rank, whose call #").append(call)
                    .append(" ended early (after an error?)").toString());
        }
        if (ours != 0) m.append(", this rank as ").append(describe(ours));
        ErrorClass cls = ours != 0 && (ours & KIND) == (theirs & KIND) ? ErrorClass.ROOT : ErrorClass.OTHER;
        return new MpjError(cls, m.append(SAME_CALLS).toString());
    }

    /** For MPI.Finalize: a collective message nobody received (from world rank {@code source}) is an error. */
    public static MpjError neverReceived(int context, int source, long stamp) {
        if ((stamp & (LEFT | QUERY)) != 0) return null; // the rank that left reported its own error; a question is no message
        return new MpjError(ErrorClass.OTHER, "MPI.Finalize: rank " + source + "'s message of call #" + call(stamp) + " ("
                + describe(stamp) + ") on communicator context " + (context - 1) + " was never received; the ranks disagreed"
                + " on that collective call (ranks in COMM_WORLD)");
    }

    private long recorded(int call) {
        long s = history[call & (HISTORY - 1)];
        return call(s) == call ? s : 0;
    }

    static int call(long stamp) {
        return (int) (stamp >>> 32);
    }

    static Primitive primitive(long stamp) {
        int p = (int) (stamp >>> 26 & 31) - 1;
        return p >= 0 && p < Primitive.values().length ? Primitive.values()[p] : null;
    }

    static int root(long stamp) {
        return (int) (stamp & ROOT_MASK) - 1;
    }

    /** "Bcast with root 1 (collective call #3 on this communicator)": the call, as its errors name it. */
    static String named(long stamp) {
        return describe(stamp) + " (collective call #" + call(stamp) + " on this communicator)";
    }

    /** "Bcast with root 1", "Barrier", "Gatherv with root 0", "Intracomm.Split's Allgather". */
    static String describe(long stamp) {
        Primitive p = primitive(stamp);
        String key = p == null ? "unknown" : p.key();
        String name = Character.toUpperCase(key.charAt(0)) + key.substring(1) + ((stamp & VECTOR) != 0 ? "v" : "");
        int c = (int) (stamp >>> CONSTRUCTION_SHIFT & 15) - 1;
        if (c >= 0 && c < Construction.values().length) name = Construction.values()[c].call + "'s " + name;
        return root(stamp) >= 0 ? name + " with root " + root(stamp) : name;
    }
}
