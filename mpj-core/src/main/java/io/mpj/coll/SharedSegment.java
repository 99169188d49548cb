package io.mpj.coll;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import io.mpj.buffer.WireOrder;
import io.mpj.coll.op.Reduction;
import io.mpj.engine.Completable;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.SharedWakeup;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.transport.SharedMemory;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.LongBuffer;

/**
 * Memory shared by the ranks of a communicator on one host, where the shared-memory collectives
 * (Open MPI's coll/sm) meet without point-to-point: no matching, requests or frames. A call moves its
 * data in rounds of at most {@value #FRAGMENT} bytes per rank. In a round a rank may write its slot and
 * then announce its arrival; the others wait for the arrivals they need, read the slots, and every rank
 * marks the round done. Each rank writes only its own words and slot; a word is published with release
 * and read with acquire, and the writer rings the bell of a rank marked asleep
 * ({@link SharedWakeup}). Slots alternate between two sets from round to round and call to call, and a rank
 * writes a set again only once every rank is done with its last round there.
 *
 * Ranks that are threads of one JVM also lend each other their arrays in a round ({@link #lend}): the
 * others read and write them in place, and no rank leaves the round before all are done with it.
 *
 * A round is numbered by its call (the communicator's call number, which stays the same on all ranks
 * even after an error) and its fragment, and always advances, so a failed call leaves nothing for the
 * next to trip on. An
 * arrival carries the call's stamp ({@link CallSequence}) and byte count: ranks that disagree on the
 * call get an error instead of each other's data.
 *
 * <pre>
 * 0 attached  8 ready                                    (the first rank's, to set the segment up)
 * 64 + 128 r: rank r's arrived  done  stamp[2]  bytes[2]  asleep at +64
 * DATA + (parity * p + r) * FRAGMENT: rank r's slot in rounds of that parity
 * lent[2 * (parity * p + r)], [... + 1]: rank r's arrays in rounds of that parity (one heap only)
 * </pre>
 */
public final class SharedSegment implements Completable, SharedWakeup {
    /** Bytes of a rank's slot: a call's data moves in rounds of at most this much. */
    public static final int FRAGMENT = 16 << 10;
    private static final int ATTACHED = 0;
    private static final int READY = 8;
    private static final int LINES = 64;
    private static final int LINE = 128;
    private static final int ARRIVED = 0;
    private static final int DONE = 8;
    private static final int STAMP = 16;
    private static final int BYTES = 32;
    private static final int ASLEEP = 64;
    private static final long ATTACH_SECONDS = 60;
    private static final VarHandle LONGS = MethodHandles.byteBufferViewVarHandle(long[].class, WireOrder.ORDER);

    private final CollectiveGroup group;
    private final PointToPointEngine engine;
    /**
     * The words, index = byte offset / 8: a long buffer's accessors are half the chain of JDK methods a
     * byte buffer's {@code getLong} is, which the interpreter runs and C2 inlines at each access.
     */
    private final LongBuffer words;
    /** Where ranks of one heap lend their send and receive regions; null between processes. */
    private final Object[] lent;
    /** The slots, through its position (set for each copy). */
    private final ByteBuffer window;
    private final int size;
    private final int rank;
    private final int data;
    /** This rank's last completed round in each set of slots. */
    private final long[] lastDone = new long[2];
    private long stamp;
    private long round;
    /** The current wait: the word and the value it must reach. */
    private int waitAt;
    private long waitFor;

    private SharedSegment(CollectiveGroup group, ByteBuffer mem, Object[] lent) {
        this.group = group;
        this.engine = group.engine();
        this.words = mem.duplicate().order(WireOrder.ORDER).asLongBuffer();
        this.lent = lent;
        this.window = mem.duplicate().order(WireOrder.ORDER);
        this.size = group.size();
        this.rank = group.rank();
        this.data = dataOffset(size);
    }

    private static int dataOffset(int size) {
        return LINES + size * LINE;
    }

    /** Elements of {@code type} a rank moves in one round. */
    private static int perRound(BaseType type) {
        return FRAGMENT / type.size;
    }

    /** The rounds a call on {@code count} elements of {@code type} takes: at least one (no data still meets). */
    public static int rounds(int count, BaseType type) {
        return Math.max(1, (count + perRound(type) - 1) / perRound(type));
    }

    /** The part of {@code b} that round {@code fragment} of a call on all of {@code b} moves (the first is the largest). */
    public static Buf round(Buf b, int fragment) {
        int from = fragment * perRound(b.type());
        return b.slice(from, Math.min(perRound(b.type()), b.count() - from));
    }

    /** Bytes of the segment of a communicator of {@code size} ranks. */
    static int bytes(int size) {
        return dataOffset(size) + 2 * size * FRAGMENT;
    }

    /**
     * Maps the segment of {@code group} in {@code memory} on every member at once, as the communicator is
     * made: the first rank creates it, the others map it, and once all have, the first removes the name;
     * only then does any rank go on, so a later communicator can never map this one's. A rank that cannot
     * map it within {@value #ATTACH_SECONDS} s fails with an error saying so.
     */
    static SharedSegment attach(CollectiveGroup group, SharedMemory memory) {
        Attach a = new Attach(group, memory);
        if (group.rank() == 0) {
            try {
                a.mem = memory.create(a.name, bytes(group.size()));
            } catch (IOException e) {
                throw a.cannotMap(e);
            }
        } else {
            a.await(Attach.FIND, "find");
        }
        Object[] lent = memory.references(a.name, 4 * group.size()); // before rank 0 can unlink the name
        LONGS.getAndAdd(a.mem, ATTACHED, 1L);
        if (group.rank() == 0) {
            try {
                a.await(Attach.ALL_MAPPED, "see every rank map");
            } finally {
                memory.unlink(a.name); // even if a rank never came: no file outlives the attach
            }
            LONGS.setVolatile(a.mem, READY, 1L);
        } else {
            a.await(Attach.READY_SET, "see rank 0 finish");
        }
        return new SharedSegment(group, a.mem, lent);
    }

    /**
     * The waits of {@link #attach}, each until its stage is reached or {@value #ATTACH_SECONDS} s have
     * passed (a class, not lambdas, which a rank would spin at start-up outside the class-data archive).
     */
    private static final class Attach implements Completable {
        static final int FIND = 0, ALL_MAPPED = 1, READY_SET = 2;
        final CollectiveGroup group;
        final SharedMemory memory;
        final String name;
        final long deadline = System.nanoTime() + ATTACH_SECONDS * 1_000_000_000L;
        ByteBuffer mem;
        IOException failed;
        int stage;

        Attach(CollectiveGroup group, SharedMemory memory) {
            this.group = group;
            this.memory = memory;
            this.name = "coll-" + group.context() + "-" + group.worldRank(0);
        }

        void await(int stage, String what) {
            this.stage = stage;
            group.engine().waitUntil(this);
            if (failed != null) throw cannotMap(failed);
            if (!reached()) {
                throw new MpjError(ErrorClass.OTHER, "communicator context " + (group.context() - 1) + ": rank " + group.rank()
                        + " did not " + what + " the shared-memory segment " + name + " within " + ATTACH_SECONDS + " s");
            }
        }

        MpjError cannotMap(IOException e) {
            return new MpjError(ErrorClass.OTHER, "communicator context " + (group.context() - 1) + ": cannot map its shared-memory segment "
                    + name + " (" + e.getMessage() + ")");
        }

        @Override
        public boolean isComplete() {
            return failed != null || reached() || System.nanoTime() - deadline > 0;
        }

        @Override
        public String waitDescription() {
            return "a collective call, for the other ranks to attach its shared memory";
        }

        private boolean reached() {
            switch (stage) {
                case FIND:
                    try {
                        return mem != null || (mem = memory.open(name)) != null;
                    } catch (IOException e) {
                        failed = e;
                        return false;
                    }
                case ALL_MAPPED: return (long) LONGS.getVolatile(mem, ATTACHED) >= group.size();
                default: return (long) LONGS.getVolatile(mem, READY) != 0;
            }
        }
    }

    /** This segment for the call stamped {@code stamp} (collectives on a communicator run one at a time). */
    SharedSegment enter(long stamp) {
        this.stamp = stamp;
        return this;
    }

    public int rank() {
        return rank;
    }

    public int size() {
        return size;
    }

    /**
     * Starts round {@code fragment} of the call. A rank that will {@link #write} in it first waits until
     * every rank is done with the last round in the same set of slots (at once, unless a rank is behind).
     */
    public void begin(int fragment, boolean writes) {
        // the next round, whatever the stamp (one Peers may serve several calls in tests)
        round = Math.max(((stamp >>> 32) << 24) + fragment + 1, round + 1);
        if (!writes) return;
        long last = lastDone[parity()];
        for (int r = 0; r < size; r++) if (r != rank) await(line(r) + DONE, last, r);
    }

    /** Copies {@code b} (at most {@value #FRAGMENT} bytes) into this rank's slot of the round. */
    public void write(Buf b) {
        window.position(slot(rank));
        b.type().pack(b.array(), b.offset(), b.count(), window);
    }

    /** Announces this rank's arrival in the round, with its slot's {@code bytes} (written or not). */
    public void arrive(long bytes) {
        int at = line(rank);
        words.put((at + STAMP + 8 * parity()) >> 3, stamp);
        words.put((at + BYTES + 8 * parity()) >> 3, bytes);
        publish(at + ARRIVED, round);
    }

    /**
     * Waits until rank {@code r} has arrived in the round; an arrival of another call, or with other
     * than {@code bytes} bytes, is an error.
     */
    public void awaitArrival(int r, long bytes) {
        int at = line(r);
        await(at + ARRIVED, round, r);
        long theirs = words.get((at + STAMP + 8 * parity()) >> 3); // kept until this rank is done, if r arrived in this round
        if (theirs != stamp) throw mismatch(r, words.get((at + ARRIVED) >> 3));
        long their = words.get((at + BYTES + 8 * parity()) >> 3);
        if (their != bytes) throw sizes(r, their, bytes);
    }

    /** {@link #awaitArrival} of every other rank. */
    public void awaitAll(long bytes) {
        for (int r = 0; r < size; r++) if (r != rank) awaitArrival(r, bytes);
    }

    /**
     * Rank {@code r}, last arrived in round {@code arrived}, did not arrive in this round as this call:
     * what it sent before (a collective message of the call it made instead, or word that it left this
     * call after an error) explains it best; else where it is.
     */
    private MpjError mismatch(int r, long arrived) {
        engine.progressOnce();
        MpjError told = engine.firstUnmatched(group.calls().watch());
        if (told != null) return told;
        long theirs = words.get((line(r) + STAMP + 8 * parityOf(arrived)) >> 3);
        return arrived >>> 24 > round >>> 24 ? left(r, theirs) : group.calls().disagreement(stamp, r, theirs, true);
    }

    /** Whether the ranks share one heap (threads of one JVM), so that they can {@link #lend} their arrays. */
    public boolean lends() {
        return lent != null;
    }

    /**
     * Lends this rank's {@code send} and {@code recv} to the others for the round (before
     * {@link #arrive}, which publishes them): they may read and write them until {@link #awaitAllDone}.
     * {@code lend(null, null)} takes them back, so that the segment keeps no array of the program's.
     */
    public void lend(Buf send, Buf recv) {
        lent[lentAt(rank)] = send;
        lent[lentAt(rank) + 1] = recv;
    }

    /** Rank {@code r}'s lent send region (once it has arrived in the round). */
    public Buf lentSend(int r) {
        return (Buf) lent[lentAt(r)];
    }

    /** Rank {@code r}'s lent receive region (once it has arrived in the round). */
    public Buf lentRecv(int r) {
        return (Buf) lent[lentAt(r) + 1];
    }

    /** Where rank {@code r}'s lent send region is in the round's set; its receive region follows. */
    private int lentAt(int r) {
        return 2 * (parity() * size + r);
    }

    /** After {@link #done}: waits until every rank is done with the round, so that none still uses this rank's lent arrays. */
    public void awaitAllDone() {
        for (int r = 0; r < size; r++) if (r != rank) await(line(r) + DONE, round, r);
    }

    /** Copies rank {@code r}'s slot of the round into {@code b}. */
    public void read(int r, Buf b) {
        window.position(slot(r));
        b.type().unpack(window, b.array(), b.offset(), b.count());
    }

    /**
     * Combines every rank's slot of the round into {@code out} in rank order (lower ranks' slots on the
     * left, as a non-commutative operator needs), through {@code part} (as many elements).
     */
    public void reduceSlots(Buf out, Buf part, Reduction op) {
        read(size - 1, out);
        for (int r = size - 2; r >= 0; r--) {
            read(r, part);
            op.apply(part, out);
        }
    }

    /** This rank is done with the round: the others may write its set of slots again. */
    public void done() {
        lastDone[parity()] = round;
        publish(line(rank) + DONE, round);
    }

    /**
     * What a rank waiting for a message of the call stamped {@code stamp} looks at before it blocks: a
     * rank that has arrived here in the same call with another primitive or root proves the disagreement
     * (it waits in shared memory and sends nothing, so no message would).
     */
    SharedWakeup otherCalls(long stamp) {
        this.stamp = stamp;
        return otherCalls;
    }

    private final SharedWakeup otherCalls = new SharedWakeup() {
        @Override
        public boolean prepareToBlock() {
            for (int r = 0; r < size; r++) {
                long arrived = r == rank ? 0 : words.get((line(r) + ARRIVED) >> 3);
                if (arrived == 0) continue;
                VarHandle.acquireFence();
                long theirs = words.get((line(r) + STAMP + 8 * parityOf(arrived)) >> 3);
                if (CallSequence.call(theirs) == CallSequence.call(stamp) && theirs != stamp) {
                    throw group.calls().disagreement(stamp, r, theirs, true);
                }
            }
            return false;
        }

        @Override
        public void unblocked() {
        }
    };

    private MpjError sizes(int r, long theirs, long mine) {
        return new MpjError(theirs > mine ? ErrorClass.TRUNCATE : ErrorClass.COUNT, call() + ": rank " + r + " has " + theirs
                + " bytes in a round where this rank has " + mine + CallSequence.SAME_SIGNATURE);
    }

    /**
     * Rank {@code r} is in a later call (stamped {@code theirs}) while this rank waits for it in this one:
     * it left this call after an error there (in a correct program it cannot pass a round this rank has
     * not finished).
     */
    private MpjError left(int r, long theirs) {
        return new MpjError(ErrorClass.OTHER, call() + ": rank " + r + " left this call (after an error there?) and is in call #"
                + CallSequence.call(theirs) + " (" + CallSequence.describe(theirs) + "), so this call cannot complete");
    }

    private String call() {
        return CallSequence.named(stamp);
    }

    /** The set of slots of this round. */
    private int parity() {
        return parityOf(round);
    }

    /** The set of slots of a round: alternates from round to round, and from call to call. */
    private static int parityOf(long round) {
        return (int) ((round >>> 24) + (round & 0xffffff) - 1 & 1);
    }

    private static int line(int r) {
        return LINES + r * LINE;
    }

    private int slot(int r) {
        return data + (parity() * size + r) * FRAGMENT;
    }

    /** Writes {@code value} at {@code at} with release, then wakes the ranks asleep on this segment. */
    private void publish(int at, long value) {
        VarHandle.releaseFence();
        words.put(at >> 3, value);
        wakeSleepers();
    }

    private void wakeSleepers() {
        VarHandle.fullFence(); // the word, then the marks: pairs with prepareToBlock's fence
        for (int r = 0; r < size; r++) {
            if (r != rank && words.get((line(r) + ASLEEP) >> 3) != 0) engine.wake(group.worldRank(r));
        }
    }

    /** Waits until the word at {@code at}, rank {@code r}'s, reaches {@code value}; then its writes before it are visible. */
    private void await(int at, long value, int r) {
        if (words.get(at >> 3) < value) {
            waitAt = at;
            waitFor = value;
            group.calls().waitingFor(group.worldRank(r));
            engine.waitUntil(this, group.calls().watch(), this);
        }
        VarHandle.acquireFence();
    }

    /** The current wait is over (for {@link PointToPointEngine#waitUntil}). */
    @Override
    public boolean isComplete() {
        return words.get(waitAt >> 3) >= waitFor;
    }

    @Override
    public boolean prepareToBlock() {
        words.put((line(rank) + ASLEEP) >> 3, 1);
        VarHandle.fullFence(); // the mark, then the word: pairs with publish's fence
        return isComplete();
    }

    @Override
    public void unblocked() {
        words.put((line(rank) + ASLEEP) >> 3, 0);
    }
}
