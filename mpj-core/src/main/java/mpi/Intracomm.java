package mpi;

import io.mpj.runtime.Communicator;

/**
 * A communicator within one group, with the collective operations; MPI.COMM_WORLD is one. Each
 * collective runs the algorithm the selector picks (see README: mpj.coll.*). Buffers, offsets and
 * counts are as in point-to-point; "v" variants take counts and displacements in items.
 */
public class Intracomm extends Comm {
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
        io.mpj.runtime.Communicator c = CommConstruction.split(live("Intracomm.Split"), color, key);
        return c == null ? null : new Intracomm(c);
    }

    /** A communicator over {@code group} (which every rank passes); null on ranks outside it. Collective. */
    public Intracomm Create(Group group) throws MPIException {
        if (group == null) throw MPIException.of(io.mpj.engine.ErrorClass.GROUP, "Intracomm.Create: group is null");
        io.mpj.runtime.Communicator c = CommConstruction.create("Intracomm.Create", live("Intracomm.Create"), group.members());
        return c == null ? null : new Intracomm(c);
    }

    /** mpiJava 1.2.5's spelling of {@link #Create}. */
    public Intracomm Creat(Group group) throws MPIException {
        return Create(group);
    }

    /** A grid of {@code dims} over the first ranks (reorder is allowed but not used); null on ranks outside it. */
    public Cartcomm Create_cart(int[] dims, boolean[] periods, boolean reorder) throws MPIException {
        io.mpj.runtime.Communicator c = live("Intracomm.Create_cart");
        if (dims == null || periods == null || dims.length != periods.length) {
            throw MPIException.of(io.mpj.engine.ErrorClass.ARG, "Intracomm.Create_cart: dims and periods need the same length");
        }
        long n = 1;
        for (int d : dims) {
            if (d <= 0) throw MPIException.of(io.mpj.engine.ErrorClass.DIMS, "Intracomm.Create_cart: dimension " + d + " is not positive");
            n *= d;
        }
        if (n > c.size()) {
            throw MPIException.of(io.mpj.engine.ErrorClass.TOPOLOGY, "Intracomm.Create_cart: the grid needs " + n
                    + " processes, the communicator has " + c.size());
        }
        int[] members = java.util.Arrays.copyOf(c.members(), (int) n);
        io.mpj.runtime.Communicator sub = CommConstruction.create("Intracomm.Create_cart", c, members);
        return sub == null ? null : new Cartcomm(sub, dims, periods);
    }

    /** A graph over the first index.length ranks; null on ranks outside it. */
    public Graphcomm Create_graph(int[] index, int[] edges, boolean reorder) throws MPIException {
        io.mpj.runtime.Communicator c = live("Intracomm.Create_graph");
        if (index == null || edges == null || index.length > c.size()
                || index.length > 0 && index[index.length - 1] != edges.length) {
            throw MPIException.of(io.mpj.engine.ErrorClass.TOPOLOGY, "Intracomm.Create_graph: index must have at most "
                    + c.size() + " entries and end at edges.length");
        }
        for (int e : edges) {
            if (e < 0 || e >= index.length) throw MPIException.of(io.mpj.engine.ErrorClass.TOPOLOGY, "Intracomm.Create_graph: edge to node " + e);
        }
        int[] members = java.util.Arrays.copyOf(c.members(), index.length);
        io.mpj.runtime.Communicator sub = CommConstruction.create("Intracomm.Create_graph", c, members);
        return sub == null ? null : new Graphcomm(sub, index, edges);
    }

    /** Returns once every rank of the communicator has called it. */
    public void Barrier() throws MPIException {
        Collectives.barrier(live("Barrier"));
    }

    public void Bcast(Object buf, int offset, int count, Datatype datatype, int root) throws MPIException {
        Collectives.bcast(live("Bcast"), buf, offset, count, datatype, root);
    }

    public void Gather(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                       Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        Collectives.gather(live("Gather"), sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype, root);
    }

    public void Gatherv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                        Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        Collectives.gatherv(live("Gatherv"), sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, displs,
                recvtype, root);
    }

    public void Scatter(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                        Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        Collectives.scatter(live("Scatter"), sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype, root);
    }

    public void Scatterv(Object sendbuf, int sendoffset, int[] sendcount, int[] displs, Datatype sendtype,
                         Object recvbuf, int recvoffset, int recvcount, Datatype recvtype, int root) throws MPIException {
        Collectives.scatterv(live("Scatterv"), sendbuf, sendoffset, sendcount, displs, sendtype, recvbuf, recvoffset, recvcount,
                recvtype, root);
    }

    public void Allgather(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                          Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
        Collectives.allgather(live("Allgather"), sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype);
    }

    public void Allgatherv(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                           Object recvbuf, int recvoffset, int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        Collectives.allgatherv(live("Allgatherv"), sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, displs,
                recvtype);
    }

    public void Alltoall(Object sendbuf, int sendoffset, int sendcount, Datatype sendtype,
                         Object recvbuf, int recvoffset, int recvcount, Datatype recvtype) throws MPIException {
        Collectives.alltoall(live("Alltoall"), sendbuf, sendoffset, sendcount, sendtype, recvbuf, recvoffset, recvcount, recvtype);
    }

    public void Alltoallv(Object sendbuf, int sendoffset, int[] sendcount, int[] sdispls, Datatype sendtype,
                          Object recvbuf, int recvoffset, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        Collectives.alltoallv(live("Alltoallv"), sendbuf, sendoffset, sendcount, sdispls, sendtype, recvbuf, recvoffset, recvcount,
                rdispls, recvtype);
    }

    /** Combines every rank's {@code count} items with {@code op} into {@code recvbuf} at the root (the same array as sendbuf is allowed). */
    public void Reduce(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op, int root)
            throws MPIException {
        Collectives.reduce(live("Reduce"), sendbuf, sendoffset, recvbuf, recvoffset, count, datatype, op, root);
    }

    public void Allreduce(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        Collectives.allreduce(live("Allreduce"), sendbuf, sendoffset, recvbuf, recvoffset, count, datatype, op);
    }

    public void Reduce_scatter(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int[] recvcounts, Datatype datatype,
                               Op op) throws MPIException {
        Collectives.reduceScatter(live("Reduce_scatter"), sendbuf, sendoffset, recvbuf, recvoffset, recvcounts, datatype, op);
    }

    /** Inclusive prefix reduction in rank order. */
    public void Scan(Object sendbuf, int sendoffset, Object recvbuf, int recvoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        Collectives.scan(live("Scan"), sendbuf, sendoffset, recvbuf, recvoffset, count, datatype, op);
    }

    /** {@code inoutbuf = inbuf op inoutbuf} on this rank only (MPI_Reduce_local). */
    public void Reduce_local(Object inbuf, int inoffset, Object inoutbuf, int inoutoffset, int count, Datatype datatype, Op op)
            throws MPIException {
        live("Reduce_local");
        Collectives.reduceLocal(inbuf, inoffset, inoutbuf, inoutoffset, count, datatype, op);
    }
}
