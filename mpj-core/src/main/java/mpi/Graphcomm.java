package mpi;

import io.mpj.error.ErrorClass;
import io.mpj.runtime.Communicator;

import java.util.Arrays;

/** A communicator with a graph of neighbours (index and edges as in MPI_GRAPH_CREATE). */
public class Graphcomm extends Intracomm {
    private final int[] index;
    private final int[] edges;

    Graphcomm(Communicator impl, int[] index, int[] edges) {
        super(impl);
        this.index = index.clone();
        this.edges = edges.clone();
    }

    @Override
    public Graphcomm Dup() throws MPIException {
        return new Graphcomm(dupImpl("Graphcomm.Dup"), index, edges);
    }

    public GraphParms Get() throws MPIException {
        live("Graphcomm.Get");
        GraphParms g = new GraphParms();
        g.index = index.clone();
        g.edges = edges.clone();
        return g;
    }

    /** The neighbours of {@code rank}. */
    public int[] Neighbours(int rank) throws MPIException {
        live("Graphcomm.Neighbours");
        if (rank < 0 || rank >= index.length) throw MPIException.of(ErrorClass.RANK, "Graphcomm.Neighbours: rank=" + rank);
        int from = rank == 0 ? 0 : index[rank - 1];
        return Arrays.copyOfRange(edges, from, index[rank]);
    }

    public int Map(int[] index, int[] edges) throws MPIException {
        int r = Rank();
        return r < index.length ? r : MPI.UNDEFINED;
    }

    @Override
    public int Topo_test() throws MPIException {
        live("Graphcomm.Topo_test");
        return MPI.GRAPH;
    }
}
