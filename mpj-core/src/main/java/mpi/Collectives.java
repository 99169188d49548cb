package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.CollectiveTags;
import io.mpj.coll.NeedsAllCounts;
import io.mpj.coll.Peers;
import io.mpj.coll.Primitive;
import io.mpj.coll.op.PredefinedOp;
import io.mpj.coll.op.Reduction;
import io.mpj.coll.select.Catalogue;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.runtime.Communicator;

import java.util.Arrays;

/**
 * The collective calls of {@link Intracomm}: check the arguments (each error names the call and the
 * argument), turn items into elements and the user's blocks into the packed layout, pick the
 * algorithm, run it. An algorithm's engine error ({@link MpjError}) passes through to the caller,
 * which turns it into an MPIException: Intracomm's guard of each call, and {@link #allMax} itself for
 * the communicator constructors.
 */
final class Collectives {
    private Collectives() {}

    /** The algorithm for this call, after the optional cross-rank check of the call's signature. */
    private static <A extends Algorithms.Algorithm> A select(Communicator c, Primitive p, long bytes, boolean commutative)
            throws MPIException {
        return select(c, p, -1, bytes, commutative);
    }

    private static <A extends Algorithms.Algorithm> A select(Communicator c, Primitive p, int root, long bytes, boolean commutative)
            throws MPIException {
        return select(c, p, root, bytes, 0, commutative);
    }

    /** {@code layout}: what else every rank must give alike (Reduce_scatter's recvcounts, as one number), else 0. */
    private static <A extends Algorithms.Algorithm> A select(Communicator c, Primitive p, int root, long bytes, long layout,
                                                            boolean commutative) throws MPIException {
        if (c.runtime().checksCollectives()) verify(c, p, root, bytes, layout);
        return c.selection().select(p, bytes, commutative);
    }

    /**
     * mpj.coll.check: every rank must call the same primitive with the same root, message size and
     * layout. One small all-reduce of (values, -values) with MAX gives each rank the maximum and minimum
     * of each; if they differ, every rank throws, so a mismatch is an error instead of a hang.
     */
    private static void verify(Communicator c, Primitive p, int root, long bytes, long layout) throws MPIException {
        long[] r = allMax(c, new long[] {p.ordinal(), root, bytes, layout, -p.ordinal(), -root, -bytes, -layout});
        String[] what = {"collective operation", "root", "message size in bytes", "recvcounts"};
        ErrorClass[] cls = {ErrorClass.OTHER, ErrorClass.ROOT, ErrorClass.COUNT, ErrorClass.COUNT};
        for (int i = 0; i < what.length; i++) {
            if (r[i] != -r[i + 4]) {
                String range = i == 0 ? Primitive.values()[(int) -r[4]].key() + " and " + Primitive.values()[(int) r[0]].key()
                        : i == 3 ? "they differ" : -r[i + 4] + " and " + r[i];
                throw MPIException.of(cls[i], p.key() + ": the ranks disagree on the " + what[i] + " (" + range
                        + "); every rank must make the same collective call (mpj.coll.check)");
            }
        }
    }

    private static long bytes(int elements, Datatype t) {
        return (long) elements * t.base().size;
    }

    private static void root(String call, int root, int size) throws MPIException {
        if (root < 0 || root >= size) throw notARoot(call, root, size);
    }

    // Messages out of line: the checks run on every call (see ArgumentCheck).
    private static MPIException notARoot(String call, int root, int size) {
        return MPIException.of(ErrorClass.ROOT, call + ": root=" + root + " is not a rank of this communicator (size " + size + ")");
    }

    private static void sameBase(String call, Datatype send, Datatype recv) throws MPIException {
        if (recv == null || send == null || send.base() != recv.base()) throw differentTypes(call, send, recv);
    }

    private static MPIException differentTypes(String call, Datatype send, Datatype recv) {
        return MPIException.of(ErrorClass.TYPE, call + ": sendtype " + send + " and recvtype " + recv + " differ in element type");
    }

    /** Checks per-rank counts and displacements (in items) against a buffer; returns counts in elements. */
    private static int[] blocks(String call, String what, Object buf, int offset, int[] counts, int[] displs, Datatype t, int p)
            throws MPIException {
        if (counts == null || displs == null || counts.length < p || displs.length < p) {
            throw MPIException.of(ErrorClass.ARG, call + ": " + what + "counts and displs need " + p + " entries");
        }
        for (int r = 0; r < p; r++) {
            if (counts[r] < 0 || displs[r] < 0) {
                throw MPIException.of(ErrorClass.COUNT, call + ": " + what + "counts[" + r + "]=" + counts[r] + ", displs[" + r + "]=" + displs[r]);
            }
            ArgumentCheck.buffer(call, buf, offset + displs[r] * t.Size(), counts[r], t);
        }
        return BlockLayout.elements(Arrays.copyOf(counts, p), t.Size());
    }

    /** By base type: the receive region of a rank that receives nothing (one each, not one per call). */
    private static final Buf[] NOTHING = new Buf[BaseType.values().length];

    static {
        for (BaseType t : BaseType.values()) NOTHING[t.ordinal()] = new Buf(null, 0, 0, t);
    }

    private static Buf nothing(Datatype t) {
        return NOTHING[t.base().ordinal()];
    }

    /** The element-wise maximum of {@code values} over the ranks (recursive doubling), for internal agreements. */
    static long[] allMax(Communicator c, long[] values) throws MPIException {
        long[] r = new long[values.length];
        Algorithms.Allreduce a = (Algorithms.Allreduce) Catalogue.find(Primitive.ALLREDUCE, "recursive_doubling");
        try {
            a.allreduce(c.collectives().peers(Primitive.ALLREDUCE, -1), new Buf(values, 0, values.length, BaseType.LONG),
                    new Buf(r, 0, r.length, BaseType.LONG), PredefinedOp.MAX);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
        return r;
    }

    /**
     * A context no member of {@code c} has used: the maximum of their proposals. Communicators created
     * together from disjoint groups may share it: their members never meet.
     */
    static int newContext(Communicator c) throws MPIException {
        return takeContext(c, allMax(c, new long[] {c.runtime().proposeContext()})[0]);
    }

    /** The context the ranks of {@code c} agreed on, the largest of their proposals, taken on this rank. */
    static int takeContext(Communicator c, long largestProposal) {
        int context = (int) largestProposal;
        c.runtime().contextTaken(context);
        return context;
    }

    // ---------------------------------------------------------------- barrier, bcast

    static void barrier(Communicator c) throws MPIException {
        Algorithms.Barrier a = select(c, Primitive.BARRIER, -1, 0, true);
        a.barrier(c.collectives().peers(Primitive.BARRIER, -1));
    }

    static void bcast(Communicator c, Object buf, int offset, int count, Datatype type, int root) throws MPIException {
        int n = ArgumentCheck.buffer("Bcast", buf, offset, count, type);
        root("Bcast", root, c.size());
        Algorithms.Bcast a = select(c, Primitive.BCAST, root, bytes(n, type), true);
        a.bcast(c.collectives().peers(Primitive.BCAST, root), new Buf(buf, offset, n, type.base()), root);
    }

    // ---------------------------------------------------------------- gather, scatter

    static void gather(Communicator c, Object sb, int so, int sc, Datatype st, Object rb, int ro, int rc, Datatype rt, int root)
            throws MPIException {
        String call = "Gather";
        int p = c.size();
        root(call, root, p);
        int block = ArgumentCheck.buffer(call, sb, so, sc, st);
        BlockLayout layout = null;
        if (c.rank() == root) {
            sameBase(call, st, rt);
            ArgumentCheck.buffer(call, rb, ro, Math.multiplyExact(rc, p), rt);
            int stride = rc * rt.Size();
            if (stride < block) {
                throw MPIException.of(ErrorClass.TRUNCATE, call + ": recvcount=" + rc + " at the root holds " + stride
                        + " elements, but each rank sends sendcount=" + sc + " (" + block + " elements)");
            }
            layout = new BlockLayout(rb, ro, Blocks.uniform(p, block).counts(), BlockLayout.strided(p, stride), st.base());
        }
        Blocks blocks = layout != null ? layout.packed : Blocks.uniform(p, block);
        Buf recv = layout != null ? layout.work : nothing(st);
        Algorithms.Gather a = select(c, Primitive.GATHER, root, bytes(block, st), true);
        a.gather(c.collectives().peers(Primitive.GATHER, root), new Buf(sb, so, block, st.base()), recv, blocks, root);
        if (layout != null) layout.toUser();
    }

    static void gatherv(Communicator c, Object sb, int so, int sc, Datatype st, Object rb, int ro, int[] rcounts, int[] displs,
                        Datatype rt, int root) throws MPIException {
        String call = "Gatherv";
        int p = c.size();
        root(call, root, p);
        int block = ArgumentCheck.buffer(call, sb, so, sc, st);
        BlockLayout layout = null;
        int[] counts = new int[p];
        counts[c.rank()] = block;
        if (c.rank() == root) {
            sameBase(call, st, rt);
            counts = blocks(call, "recv", rb, ro, rcounts, displs, rt, p);
            if (counts[root] != block) {
                throw MPIException.of(ErrorClass.COUNT, call + ": recvcounts[" + root + "] (" + counts[root]
                        + " elements) differs from the root's own sendcount (" + block + " elements)");
            }
            layout = new BlockLayout(rb, ro, counts, BlockLayout.elements(Arrays.copyOf(displs, p), rt.Size()), st.base());
        }
        Algorithms.Gather a = select(c, Primitive.GATHER, root, 0, true);
        Peers peers = c.collectives().peers(Primitive.GATHER, root).varying();
        int[] all = a instanceof NeedsAllCounts ? shareCounts(peers, counts, root) : counts;
        Blocks blocks = layout != null ? layout.packed : Blocks.packed(all);
        Buf recv = layout != null ? layout.work : nothing(st);
        a.gather(peers, new Buf(sb, so, block, st.base()), recv, blocks, root);
        if (layout != null) layout.toUser();
    }

    static void scatter(Communicator c, Object sb, int so, int sc, Datatype st, Object rb, int ro, int rc, Datatype rt, int root)
            throws MPIException {
        String call = "Scatter";
        int p = c.size();
        root(call, root, p);
        int block = ArgumentCheck.buffer(call, rb, ro, rc, rt);
        BlockLayout layout = null;
        if (c.rank() == root) {
            sameBase(call, st, rt);
            ArgumentCheck.buffer(call, sb, so, Math.multiplyExact(sc, p), st);
            int stride = sc * st.Size();
            if (stride != block) {
                throw MPIException.of(ErrorClass.COUNT, call + ": sendcount=" + sc + " at the root (" + stride
                        + " elements) does not match recvcount=" + rc + " (" + block + " elements)");
            }
            layout = new BlockLayout(sb, so, Blocks.uniform(p, block).counts(), BlockLayout.strided(p, stride), rt.base()).fromUser();
        }
        Blocks blocks = layout != null ? layout.packed : Blocks.uniform(p, block);
        Buf send = layout != null ? layout.work : nothing(rt);
        Algorithms.Scatter a = select(c, Primitive.SCATTER, root, bytes(block, rt), true);
        a.scatter(c.collectives().peers(Primitive.SCATTER, root), send, blocks, new Buf(rb, ro, block, rt.base()), root);
    }

    static void scatterv(Communicator c, Object sb, int so, int[] scounts, int[] displs, Datatype st, Object rb, int ro, int rc,
                         Datatype rt, int root) throws MPIException {
        String call = "Scatterv";
        int p = c.size();
        root(call, root, p);
        int block = ArgumentCheck.buffer(call, rb, ro, rc, rt);
        BlockLayout layout = null;
        int[] counts = new int[p];
        counts[c.rank()] = block;
        if (c.rank() == root) {
            sameBase(call, st, rt);
            counts = blocks(call, "send", sb, so, scounts, displs, st, p);
            layout = new BlockLayout(sb, so, counts, BlockLayout.elements(Arrays.copyOf(displs, p), st.Size()), rt.base())
                    .fromUser();
        }
        Algorithms.Scatter a = select(c, Primitive.SCATTER, root, 0, true);
        Peers peers = c.collectives().peers(Primitive.SCATTER, root).varying();
        int[] all = a instanceof NeedsAllCounts ? shareCounts(peers, counts, root) : counts;
        Blocks blocks = layout != null ? layout.packed : Blocks.packed(all);
        Buf send = layout != null ? layout.work : nothing(rt);
        int mine = all[c.rank()];
        if (mine > block) {
            throw MPIException.of(ErrorClass.TRUNCATE, call + ": the root sends " + mine + " elements, recvcount=" + rc + " holds " + block);
        }
        a.scatter(peers, send, blocks, new Buf(rb, ro, mine, rt.base()), root);
    }

    /**
     * The root's block sizes, on every rank: a broadcast inside the user's call (its tags are not the
     * gather's or scatter's), so that the call keeps one number on every rank, also when a rank fails
     * it after the broadcast.
     */
    private static int[] shareCounts(Peers peers, int[] counts, int root) {
        int[] all = counts.clone();
        Algorithms.Bcast b = (Algorithms.Bcast) Catalogue.find(Primitive.BCAST, "binomial");
        b.bcast(peers, new Buf(all, 0, all.length, BaseType.INT), root);
        return all;
    }

    // ---------------------------------------------------------------- allgather, alltoall

    static void allgather(Communicator c, Object sb, int so, int sc, Datatype st, Object rb, int ro, int rc, Datatype rt)
            throws MPIException {
        String call = "Allgather";
        int p = c.size();
        int block = ArgumentCheck.buffer(call, sb, so, sc, st);
        sameBase(call, st, rt);
        ArgumentCheck.buffer(call, rb, ro, Math.multiplyExact(rc, p), rt);
        int stride = rc * rt.Size();
        if (stride < block) {
            throw MPIException.of(ErrorClass.TRUNCATE, call + ": recvcount=" + rc + " holds " + stride + " elements, sendcount=" + sc
                    + " sends " + block);
        }
        BlockLayout layout = new BlockLayout(rb, ro, Blocks.uniform(p, block).counts(), BlockLayout.strided(p, stride), st.base());
        Algorithms.Allgather a = select(c, Primitive.ALLGATHER, bytes(block, st), true);
        Buf send = new Buf(sb, so, block, st.base());
        a.allgather(c.collectives().peers(Primitive.ALLGATHER, -1), send, layout.work, layout.packed);
        layout.toUser();
    }

    static void allgatherv(Communicator c, Object sb, int so, int sc, Datatype st, Object rb, int ro, int[] rcounts, int[] displs,
                           Datatype rt) throws MPIException {
        String call = "Allgatherv";
        int p = c.size();
        int block = ArgumentCheck.buffer(call, sb, so, sc, st);
        sameBase(call, st, rt);
        int[] counts = blocks(call, "recv", rb, ro, rcounts, displs, rt, p);
        if (counts[c.rank()] != block) {
            throw MPIException.of(ErrorClass.COUNT, call + ": recvcounts[" + c.rank() + "] (" + counts[c.rank()]
                    + " elements) differs from this rank's sendcount (" + block + " elements)");
        }
        BlockLayout layout = new BlockLayout(rb, ro, counts, BlockLayout.elements(Arrays.copyOf(displs, p), rt.Size()),
                st.base());
        Algorithms.Allgather a = select(c, Primitive.ALLGATHER, bytes(layout.packed.sum(0, p) / Math.max(1, p), st), true);
        a.allgather(c.collectives().peers(Primitive.ALLGATHER, -1).varying(), new Buf(sb, so, block, st.base()), layout.work, layout.packed);
        layout.toUser();
    }

    static void alltoall(Communicator c, Object sb, int so, int sc, Datatype st, Object rb, int ro, int rc, Datatype rt)
            throws MPIException {
        String call = "Alltoall";
        int p = c.size();
        sameBase(call, st, rt);
        ArgumentCheck.buffer(call, sb, so, Math.multiplyExact(sc, p), st);
        ArgumentCheck.buffer(call, rb, ro, Math.multiplyExact(rc, p), rt);
        int block = sc * st.Size();
        if (rc * rt.Size() != block) {
            throw MPIException.of(ErrorClass.COUNT, call + ": sendcount=" + sc + " (" + block + " elements) and recvcount=" + rc
                    + " (" + rc * rt.Size() + " elements) differ");
        }
        Blocks blocks = Blocks.uniform(p, block);
        Algorithms.Alltoall a = select(c, Primitive.ALLTOALL, bytes(block, st), true);
        a.alltoall(c.collectives().peers(Primitive.ALLTOALL, -1), new Buf(sb, so, block * p, st.base()), blocks,
                new Buf(rb, ro, block * p, rt.base()), blocks);
    }

    static void alltoallv(Communicator c, Object sb, int so, int[] scounts, int[] sdispls, Datatype st, Object rb, int ro,
                          int[] rcounts, int[] rdispls, Datatype rt) throws MPIException {
        String call = "Alltoallv";
        int p = c.size();
        sameBase(call, st, rt);
        int[] sc = blocks(call, "send", sb, so, scounts, sdispls, st, p);
        int[] rc = blocks(call, "recv", rb, ro, rcounts, rdispls, rt, p);
        int me = c.rank();
        if (rc[me] != sc[me]) { // the other pairs' blocks are checked as their messages arrive
            throw MPIException.of(ErrorClass.COUNT, call + ": recvcount[" + me + "] (" + rc[me] + " elements) differs from sendcount["
                    + me + "] (" + sc[me] + " elements), this rank's block to itself");
        }
        BlockLayout out = new BlockLayout(sb, so, sc, BlockLayout.elements(Arrays.copyOf(sdispls, p), st.Size()), st.base())
                .fromUser();
        BlockLayout in = new BlockLayout(rb, ro, rc, BlockLayout.elements(Arrays.copyOf(rdispls, p), rt.Size()), rt.base());
        Algorithms.Alltoall a = select(c, Primitive.ALLTOALL, 0, true);
        a.alltoall(c.collectives().peers(Primitive.ALLTOALL, -1).varying(), out.work, out.packed, in.work, in.packed);
        in.toUser();
    }

    // ---------------------------------------------------------------- reductions

    static void reduce(Communicator c, Object sb, int so, Object rb, int ro, int count, Datatype type, Op op, int root)
            throws MPIException {
        String call = "Reduce";
        root(call, root, c.size());
        int n = ArgumentCheck.buffer(call, sb, so, count, type);
        if (c.rank() == root) ArgumentCheck.buffer(call, rb, ro, count, type);
        Reduction red = reduction(call, op, type);
        Algorithms.Reduce a = select(c, Primitive.REDUCE, root, bytes(n, type), red.commutative());
        Buf recv = c.rank() == root ? new Buf(rb, ro, n, type.base()) : nothing(type);
        a.reduce(c.collectives().peers(Primitive.REDUCE, root), new Buf(sb, so, n, type.base()), recv, red, root);
    }

    static void allreduce(Communicator c, Object sb, int so, Object rb, int ro, int count, Datatype type, Op op) throws MPIException {
        String call = "Allreduce";
        int n = ArgumentCheck.buffer(call, sb, so, count, type);
        ArgumentCheck.buffer(call, rb, ro, count, type);
        Reduction red = reduction(call, op, type);
        Algorithms.Allreduce a = select(c, Primitive.ALLREDUCE, bytes(n, type), red.commutative());
        a.allreduce(c.collectives().peers(Primitive.ALLREDUCE, -1), new Buf(sb, so, n, type.base()), new Buf(rb, ro, n, type.base()), red);
    }

    static void reduceScatter(Communicator c, Object sb, int so, Object rb, int ro, int[] rcounts, Datatype type, Op op)
            throws MPIException {
        String call = "Reduce_scatter";
        int p = c.size();
        if (rcounts == null || rcounts.length < p) throw MPIException.of(ErrorClass.ARG, call + ": recvcounts needs " + p + " entries");
        int total = 0;
        for (int r = 0; r < p; r++) {
            if (rcounts[r] < 0) throw MPIException.of(ErrorClass.COUNT, call + ": recvcounts[" + r + "]=" + rcounts[r] + " is negative");
            total = Math.addExact(total, rcounts[r]);
        }
        int n = ArgumentCheck.buffer(call, sb, so, total, type);
        int mine = ArgumentCheck.buffer(call, rb, ro, rcounts[c.rank()], type);
        int[] counts = BlockLayout.elements(Arrays.copyOf(rcounts, p), type.Size());
        Reduction red = reduction(call, op, type);
        long layout = CommConstruction.fingerprint(Arrays.copyOf(rcounts, p)) & Long.MAX_VALUE; // the blocks must be every rank's
        Algorithms.ReduceScatter a = select(c, Primitive.REDUCE_SCATTER, -1, bytes(n, type), layout, red.commutative());
        a.reduceScatter(c.collectives().peers(Primitive.REDUCE_SCATTER, -1), new Buf(sb, so, n, type.base()),
                new Buf(rb, ro, mine, type.base()), counts, red);
    }

    static void scan(Communicator c, Object sb, int so, Object rb, int ro, int count, Datatype type, Op op) throws MPIException {
        String call = "Scan";
        int n = ArgumentCheck.buffer(call, sb, so, count, type);
        ArgumentCheck.buffer(call, rb, ro, count, type);
        Reduction red = reduction(call, op, type);
        Algorithms.Scan a = select(c, Primitive.SCAN, bytes(n, type), red.commutative());
        a.scan(c.collectives().peers(Primitive.SCAN, -1), new Buf(sb, so, n, type.base()), new Buf(rb, ro, n, type.base()), red);
    }

    /**
     * Exclusive prefix reduction: rank r gets the reduction of ranks 0 .. r - 1 (rank 0's recvbuf is
     * left as it was, as MPI leaves it undefined). An inclusive scan, then a shift by one rank.
     */
    static void exscan(Communicator c, Object sb, int so, Object rb, int ro, int count, Datatype type, Op op) throws MPIException {
        String call = "Exscan";
        int n = ArgumentCheck.buffer(call, sb, so, count, type);
        ArgumentCheck.buffer(call, rb, ro, count, type);
        Reduction red = reduction(call, op, type);
        Algorithms.Scan a = select(c, Primitive.SCAN, bytes(n, type), red.commutative());
        Buf inclusive = Buf.allocate(type.base(), n);
        int r = c.rank();
        int p = c.size();
        Peers peers = c.collectives().peers(Primitive.SCAN, -1);
        a.scan(peers, new Buf(sb, so, n, type.base()), inclusive, red);
        if (r + 1 < p && r > 0) peers.sendrecv(inclusive, r + 1, new Buf(rb, ro, n, type.base()), r - 1, CollectiveTags.EXSCAN_SHIFT);
        else if (r + 1 < p) peers.send(inclusive, r + 1, CollectiveTags.EXSCAN_SHIFT);
        else if (r > 0) peers.recv(new Buf(rb, ro, n, type.base()), r - 1, CollectiveTags.EXSCAN_SHIFT);
    }

    /** MPI_Reduce_local: inout = in op inout on this rank. */
    static void reduceLocal(Object in, int io, Object inout, int ioo, int count, Datatype type, Op op) throws MPIException {
        String call = "Reduce_local";
        int n = ArgumentCheck.buffer(call, in, io, count, type);
        ArgumentCheck.buffer(call, inout, ioo, count, type);
        Reduction red = reduction(call, op, type);
        try {
            red.apply(new Buf(in, io, n, type.base()), new Buf(inout, ioo, n, type.base()));
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }

    private static Reduction reduction(String call, Op op, Datatype type) throws MPIException {
        if (op == null) throw MPIException.of(ErrorClass.OP, call + ": op is null");
        return op.reduction(call, type);
    }
}
