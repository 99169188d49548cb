package mpi;

/** A graph topology: index[i] is the number of edges of nodes 0..i, edges lists their neighbours. */
public class GraphParms {
    public int[] index;
    public int[] edges;

    public GraphParms() {}
}
