package mpi;

/** The neighbours of a shift along one dimension: where to receive from, where to send to (or PROC_NULL). */
public class ShiftParms {
    public int rank_source;
    public int rank_dest;

    public ShiftParms() {}
}
