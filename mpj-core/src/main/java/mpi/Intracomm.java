package mpi;

import io.mpj.coll.Construction;
import io.mpj.coll.Primitive;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.runtime.Communicator;

import java.util.Arrays;

/**
 * A communicator within one group, with the collective operations; MPI.COMM_WORLD is one. Each
 * collective runs the algorithm the selector picks (see README: mpj.coll.*). Buffers, offsets and
 * counts are as in point-to-point; "v" variants take counts and displacements in items.
 */
public class Intracomm extends Comm {
    /** The send and receive buffers of this communicator's collective calls. */
    private final Region sendRegion = new Region(), recvRegion = new Region();

    /** Ends a collective call that succeeded: received data into the user's items; neither region keeps the call's arrays. */
    private void done() {
        recvRegion.finish();
        sendRegion.finish();
    }

    Intracomm(Communicator impl) {
        super(impl);
    }

    @Override
    public Intracomm Dup() throws MPIException {
        return new Intracomm(dupImpl("Intracomm.Dup"));
    }

    /**
     * One new communicator per colour, ranks ordered by key then by rank here; a rank with colour
     * MPI.UNDEFINED gets null. Collective.
     */
    public Intracomm Split(int color, int key) throws MPIException {
        Communicator c = live("Intracomm.Split");
        int call = c.collectives().callsMade();
        c.collectives().within(Construction.SPLIT);
        try {
            Communicator s = CommConstruction.split(c, color, key);
            return s == null ? null : new Intracomm(s);
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLGATHER, -1, call, e); // a bad colour on one rank: the others are told, not left waiting
        } finally {
            c.collectives().within(null);
        }
    }

    /**
     * A communicator over {@code group}; null on ranks outside it. Collective: the ranks of a group must
     * pass the same one (groups that do not overlap may differ, as in MPI-2.2).
     */
    public Intracomm Create(Group group) throws MPIException {
        Communicator c = live("Intracomm.Create");
        int call = c.collectives().callsMade();
        c.collectives().within(Construction.CREATE);
        try {
            if (group == null) throw MPIException.of(ErrorClass.GROUP, "Intracomm.Create: group is null");
            Communicator s = CommConstruction.create("Intracomm.Create", c, group.members());
            return s == null ? null : new Intracomm(s);
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLGATHER, -1, call, e);
        } finally {
            c.collectives().within(null);
        }
    }

    /** mpiJava 1.2.5's spelling of {@link #Create}. */
    public Intracomm Creat(Group group) throws MPIException {
        return Create(group);
    }

    /** A grid of {@code dims} over the first ranks (reorder is allowed but not used); null on ranks outside it. */
    public Cartcomm Create_cart(int[] dims, boolean[] periods, boolean reorder) throws MPIException {
        Communicator c = live("Intracomm.Create_cart");
        int call = c.collectives().callsMade();
        c.collectives().within(Construction.CREATE_CART);
        try {
            return cart(c, dims, periods);
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLGATHER, -1, call, e);
        } finally {
            c.collectives().within(null);
        }
    }

    private static Cartcomm cart(Communicator c, int[] dims, boolean[] periods) throws MPIException {
        if (dims == null || periods == null || dims.length != periods.length) {
            throw MPIException.of(ErrorClass.ARG, "Intracomm.Create_cart: dims and periods need the same length");
        }
        long n = 1;
        for (int d : dims) {
            if (d <= 0) throw MPIException.of(ErrorClass.DIMS, "Intracomm.Create_cart: dimension " + d + " is not positive");
            n *= d;
        }
        if (n > c.size()) {
            throw MPIException.of(ErrorClass.TOPOLOGY, "Intracomm.Create_cart: the grid needs " + n
                    + " processes, the communicator has " + c.size());
        }
        int[] members = Arrays.copyOf(c.members(), (int) n);
        int[] shape = Arrays.copyOf(dims, 2 * dims.length); // dims, then periods as 0 and 1
        for (int i = 0; i < periods.length; i++) shape[dims.length + i] = periods[i] ? 1 : 0;
        Communicator sub = CommConstruction.create("Intracomm.Create_cart", c, members, shape);
        return sub == null ? null : new Cartcomm(sub, dims, periods);
    }

    /** A graph over the first index.length ranks; null on ranks outside it. */
    public Graphcomm Create_graph(int[] index, int[] edges, boolean reorder) throws MPIException {
        Communicator c = live("Intracomm.Create_graph");
        int call = c.collectives().callsMade();
        c.collectives().within(Construction.CREATE_GRAPH);
        try {
            return graph(c, index, edges);
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLGATHER, -1, call, e);
        } finally {
            c.collectives().within(null);
        }
    }

    private static Graphcomm graph(Communicator c, int[] index, int[] edges) throws MPIException {
        if (index == null || edges == null || index.length > c.size()
                || index.length > 0 && index[index.length - 1] != edges.length) {
            throw MPIException.of(ErrorClass.TOPOLOGY, "Intracomm.Create_graph: index must have at most "
                    + c.size() + " entries and end at edges.length");
        }
        for (int e : edges) {
            if (e < 0 || e >= index.length) throw MPIException.of(ErrorClass.TOPOLOGY, "Intracomm.Create_graph: edge to node " + e);
        }
        int[] members = Arrays.copyOf(c.members(), index.length);
        int[] shape = Arrays.copyOf(index, index.length + edges.length); // index, then edges
        System.arraycopy(edges, 0, shape, index.length, edges.length);
        Communicator sub = CommConstruction.create("Intracomm.Create_graph", c, members, shape);
        return sub == null ? null : new Graphcomm(sub, index, edges);
    }

    /** Returns once every rank of the communicator has called it. */
    public void Barrier() throws MPIException {
        Communicator c = live("Barrier");
        int call = c.collectives().callsMade();
        try {
            Collectives.barrier(c);
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.BARRIER, -1, call, e);
        }
    }

    public void Bcast(Object buf, int offset, int count, Datatype datatype, int root) throws MPIException {
        Communicator c = live("Bcast");
        int call = c.collectives().callsMade();
        try {
            Region b = recvRegion.inout("Bcast", buf, offset, count, datatype);
            Collectives.bcast(c, b.buf, b.offset, count, b.type, root);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.BCAST, root, call, e);
        }
    }

    public void Gather(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                       Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        Communicator c = live("Gather");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Gather", sendbuf, sendoffset, sendcount, sendtype);
            Region r = recvRegion.out("Gather", recvbuf, recvoffset, c.rank() == root ? recvcount * c.size() : 0, recvtype);
            Collectives.gather(c, s.buf, s.offset, sendcount, s.type, r.buf, r.offset, recvcount, r.type, root);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.GATHER, root, call, e);
        }
    }

    public void Gatherv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                        Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        Communicator c = live("Gatherv");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Gatherv", sendbuf, sendoffset, sendcount, sendtype);
            Region r = recvRegion.out("Gatherv", recvbuf, recvoffset, c.rank() == root ? Region.span(recvcount, displs) : 0, recvtype);
            Collectives.gatherv(c, s.buf, s.offset, sendcount, s.type, r.buf, r.offset, recvcount, displs, r.type, root);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.GATHER, root, call, e);
        }
    }

    public void Scatter(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                        Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        Communicator c = live("Scatter");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Scatter", sendbuf, sendoffset, c.rank() == root ? sendcount * c.size() : 0, sendtype);
            Region r = recvRegion.out("Scatter", recvbuf, recvoffset, recvcount, recvtype);
            Collectives.scatter(c, s.buf, s.offset, sendcount, s.type, r.buf, r.offset, recvcount, r.type, root);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.SCATTER, root, call, e);
        }
    }

    public void Scatterv(Object sendbuf, int sendoffset, int[] sendcount, int[] displs, Datatype sendtype,
                         Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        Communicator c = live("Scatterv");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Scatterv", sendbuf, sendoffset, c.rank() == root ? Region.span(sendcount, displs) : 0, sendtype);
            Region r = recvRegion.out("Scatterv", recvbuf, recvoffset, recvcount, recvtype);
            Collectives.scatterv(c, s.buf, s.offset, sendcount, displs, s.type, r.buf, r.offset, recvcount, r.type, root);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.SCATTER, root, call, e);
        }
    }

    public void Allgather(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                          Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
        Communicator c = live("Allgather");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Allgather", sendbuf, sendoffset, sendcount, sendtype);
            Region r = recvRegion.out("Allgather", recvbuf, recvoffset, recvcount * c.size(), recvtype);
            Collectives.allgather(c, s.buf, s.offset, sendcount, s.type, r.buf, r.offset, recvcount, r.type);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLGATHER, -1, call, e);
        }
    }

    public void Allgatherv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                           Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        Communicator c = live("Allgatherv");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Allgatherv", sendbuf, sendoffset, sendcount, sendtype);
            Region r = recvRegion.out("Allgatherv", recvbuf, recvoffset, Region.span(recvcount, displs), recvtype);
            Collectives.allgatherv(c, s.buf, s.offset, sendcount, s.type, r.buf, r.offset, recvcount, displs, r.type);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLGATHER, -1, call, e);
        }
    }

    public void Alltoall(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                         Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
        Communicator c = live("Alltoall");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Alltoall", sendbuf, sendoffset, sendcount * c.size(), sendtype);
            Region r = recvRegion.out("Alltoall", recvbuf, recvoffset, recvcount * c.size(), recvtype);
            Collectives.alltoall(c, s.buf, s.offset, sendcount, s.type, r.buf, r.offset, recvcount, r.type);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLTOALL, -1, call, e);
        }
    }

    public void Alltoallv(Object sendbuf, int sendoffset, int[] sendcount, int[] sdispls, Datatype sendtype,
                          Object recvbuf, int recvoffset, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        Communicator c = live("Alltoallv");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Alltoallv", sendbuf, sendoffset, Region.span(sendcount, sdispls), sendtype);
            Region r = recvRegion.out("Alltoallv", recvbuf, recvoffset, Region.span(recvcount, rdispls), recvtype);
            Collectives.alltoallv(c, s.buf, s.offset, sendcount, sdispls, s.type, r.buf, r.offset, recvcount, rdispls, r.type);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLTOALL, -1, call, e);
        }
    }

    /** Combines every rank's {@code count} items with {@code op} into {@code recvbuf} at the root (the same array as sendbuf is allowed). */
    public void Reduce(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op, int root)
            throws MPIException {
        Communicator c = live("Reduce");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Reduce", sendbuf, sendoffset, count, datatype);
            Region r = recvRegion.out("Reduce", recvbuf, recvoffset, c.rank() == root ? count : 0, datatype);
            Collectives.reduce(c, s.buf, s.offset, r.buf, r.offset, count, s.type, op, root);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.REDUCE, root, call, e);
        }
    }

    public void Allreduce(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        Communicator c = live("Allreduce");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Allreduce", sendbuf, sendoffset, count, datatype);
            Region r = recvRegion.out("Allreduce", recvbuf, recvoffset, count, datatype);
            Collectives.allreduce(c, s.buf, s.offset, r.buf, r.offset, count, s.type, op);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLREDUCE, -1, call, e);
        }
    }

    public void Reduce_scatter(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int[] recvcounts, Datatype datatype,
                               Op op) throws MPIException {
        Communicator c = live("Reduce_scatter");
        int call = c.collectives().callsMade();
        try {
            int total = 0; // a loop, not a stream: a first call spins no lambda
            if (recvcounts != null) for (int i = 0; i < Math.min(recvcounts.length, c.size()); i++) total += recvcounts[i];
            int mine = recvcounts == null || recvcounts.length <= c.rank() ? 0 : recvcounts[c.rank()];
            Region s = sendRegion.in("Reduce_scatter", sendbuf, sendoffset, total, datatype);
            Region r = recvRegion.out("Reduce_scatter", recvbuf, recvoffset, mine, datatype);
            Collectives.reduceScatter(c, s.buf, s.offset, r.buf, r.offset, recvcounts, s.type, op);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.REDUCE_SCATTER, -1, call, e);
        }
    }

    /** Inclusive prefix reduction in rank order. */
    public void Scan(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        Communicator c = live("Scan");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Scan", sendbuf, sendoffset, count, datatype);
            Region r = recvRegion.out("Scan", recvbuf, recvoffset, count, datatype);
            Collectives.scan(c, s.buf, s.offset, r.buf, r.offset, count, s.type, op);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.SCAN, -1, call, e);
        }
    }

    /** Exclusive prefix reduction: rank r gets ranks 0 .. r-1 combined; rank 0's recvbuf is untouched. */
    public void Exscan(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        Communicator c = live("Exscan");
        int call = c.collectives().callsMade();
        try {
            Region s = sendRegion.in("Exscan", sendbuf, sendoffset, count, datatype);
            Region r = recvRegion.inout("Exscan", recvbuf, recvoffset, count, datatype);
            Collectives.exscan(c, s.buf, s.offset, r.buf, r.offset, count, s.type, op);
            done();
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.SCAN, -1, call, e);
        }
    }

    /**
     * After a failed collective call: if this rank failed it (a bad argument, a disagreement, a peer
     * gone), the other ranks are told, so that none waits for ever for a rank that left the call, and
     * every rank's next call on the communicator has the same number. Returns the MPIException to
     * throw (an engine error becomes one); other runtime exceptions, programming errors, pass as they are.
     * Each call's guard is written out rather than taken as a lambda: the JVM spins classes for a
     * capturing lambda on its first use, 1-2 ms inside the program's first call of each collective.
     */
    static MPIException left(Communicator c, Primitive p, int root, int before, Exception e) {
        c.collectives().leave(p, root, before);
        if (e instanceof MPIException m) return m;
        if (e instanceof MpjError m) return MPIException.of(m);
        throw (RuntimeException) e;
    }

    /** {@code inoutbuf = inbuf op inoutbuf} on this rank only (MPI_Reduce_local). */
    public void Reduce_local(Object inbuf, int inoffset, Object inoutbuf, int inoutoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        live("Reduce_local");
        Region in = new Region().in("Reduce_local", inbuf, inoffset, count, datatype);
        Region io = new Region().inout("Reduce_local", inoutbuf, inoutoffset, count, datatype);
        Collectives.reduceLocal(in.buf, in.offset, io.buf, io.offset, count, in.type, op);
        io.finish();
    }
}
