package mpi;

/** A Cartesian topology: extent and periodicity of each dimension, and this process's coordinates. */
public class CartParms {
    public int[] dims;
    public boolean[] periods;
    public int[] coords;

    public CartParms() {}
}
