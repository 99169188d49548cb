package mpi;

import io.mpj.coll.Construction;
import io.mpj.coll.Primitive;
import io.mpj.error.ErrorClass;
import io.mpj.runtime.Communicator;

import java.util.Arrays;

/** A communicator whose ranks form a grid, row-major: the last dimension varies fastest. */
public class Cartcomm extends Intracomm {
    private final int[] dims;
    private final boolean[] periods;

    Cartcomm(Communicator impl, int[] dims, boolean[] periods) {
        super(impl);
        this.dims = dims.clone();
        this.periods = periods.clone();
    }

    @Override
    public Cartcomm Dup() throws MPIException {
        return new Cartcomm(dupImpl("Cartcomm.Dup"), dims, periods);
    }

    public CartParms Get() throws MPIException {
        CartParms p = new CartParms();
        p.dims = dims.clone();
        p.periods = periods.clone();
        p.coords = Coords(Rank());
        return p;
    }

    /** The rank at {@code coords}; periodic dimensions wrap, others must be in range. */
    public int Rank(int[] coords) throws MPIException {
        live("Cartcomm.Rank");
        if (coords == null || coords.length != dims.length) {
            throw MPIException.of(ErrorClass.ARG, "Cartcomm.Rank: coords needs " + dims.length + " entries");
        }
        int rank = 0;
        for (int i = 0; i < dims.length; i++) {
            int c = coords[i];
            if (periods[i]) c = Math.floorMod(c, dims[i]);
            else if (c < 0 || c >= dims[i]) {
                throw MPIException.of(ErrorClass.ARG, "Cartcomm.Rank: coords[" + i + "]=" + c + " is outside 0.." + (dims[i] - 1));
            }
            rank = rank * dims[i] + c;
        }
        return rank;
    }

    public int[] Coords(int rank) throws MPIException {
        int size = live("Cartcomm.Coords").size();
        if (rank < 0 || rank >= size) throw MPIException.of(ErrorClass.RANK, "Cartcomm.Coords: rank=" + rank + " (size " + size + ")");
        int[] c = new int[dims.length];
        for (int i = dims.length - 1; i >= 0; i--) {
            c[i] = rank % dims[i];
            rank /= dims[i];
        }
        return c;
    }

    /** Neighbours {@code disp} steps down and up {@code direction}; PROC_NULL past a non-periodic edge. */
    public ShiftParms Shift(int direction, int disp) throws MPIException {
        if (direction < 0 || direction >= dims.length) {
            throw MPIException.of(ErrorClass.DIMS, "Cartcomm.Shift: direction=" + direction + " (the grid has " + dims.length + " dimensions)");
        }
        int[] me = Coords(Rank());
        ShiftParms s = new ShiftParms();
        s.rank_source = neighbour(me, direction, -disp);
        s.rank_dest = neighbour(me, direction, disp);
        return s;
    }

    private int neighbour(int[] me, int direction, int step) throws MPIException {
        int[] c = me.clone();
        c[direction] += step;
        if (!periods[direction] && (c[direction] < 0 || c[direction] >= dims[direction])) return MPI.PROC_NULL;
        return Rank(c);
    }

    /** The sub-grids spanned by the dimensions with {@code remain_dims[i]} true. Collective. */
    public Cartcomm Sub(boolean[] remain_dims) throws MPIException {
        Communicator c = live("Cartcomm.Sub");
        int call = c.collectives().callsMade();
        c.collectives().within(Construction.SUB);
        try {
            return sub(c, remain_dims);
        } catch (MPIException | RuntimeException e) {
            throw left(c, Primitive.ALLGATHER, -1, call, e); // a bad remain_dims on one rank: the others are told
        } finally {
            c.collectives().within(null);
        }
    }

    private Cartcomm sub(Communicator c, boolean[] remain_dims) throws MPIException {
        if (remain_dims == null || remain_dims.length != dims.length) {
            throw MPIException.of(ErrorClass.ARG, "Cartcomm.Sub: remain_dims needs " + dims.length + " entries");
        }
        int[] me = Coords(Rank());
        int color = 0;
        int kept = 0;
        for (int i = 0; i < dims.length; i++) {
            if (remain_dims[i]) kept++;
            else color = color * dims[i] + me[i];
        }
        int[] subDims = new int[kept];
        boolean[] subPeriods = new boolean[kept];
        for (int i = 0, k = 0; i < dims.length; i++) {
            if (remain_dims[i]) {
                subDims[k] = dims[i];
                subPeriods[k++] = periods[i];
            }
        }
        return new Cartcomm(CommConstruction.split(c, color, Rank()), subDims, subPeriods);
    }

    /** The rank this process would have in a grid of {@code dims}, or UNDEFINED. */
    public int Map(int[] dims, boolean[] periods) throws MPIException {
        long n = 1;
        for (int d : dims) n *= d;
        int r = Rank();
        return r < n ? r : MPI.UNDEFINED;
    }

    @Override
    public int Topo_test() throws MPIException {
        live("Cartcomm.Topo_test");
        return MPI.CART;
    }

    /**
     * Fills the zero entries of {@code dims} so that their product with the others is {@code nnodes},
     * as evenly as possible and in non-increasing order.
     */
    public static void Dims_create(int nnodes, int[] dims) throws MPIException {
        if (nnodes < 1 || dims == null) throw MPIException.of(ErrorClass.ARG, "Cartcomm.Dims_create: nnodes=" + nnodes);
        int fixed = 1;
        int free = 0;
        for (int d : dims) {
            if (d < 0) throw MPIException.of(ErrorClass.DIMS, "Cartcomm.Dims_create: negative dimension " + d);
            if (d > 0) fixed *= d;
            else free++;
        }
        if (nnodes % fixed != 0) {
            throw MPIException.of(ErrorClass.DIMS, "Cartcomm.Dims_create: the fixed dimensions (product " + fixed
                    + ") do not divide nnodes=" + nnodes);
        }
        if (free == 0) {
            if (fixed != nnodes) throw MPIException.of(ErrorClass.DIMS, "Cartcomm.Dims_create: product " + fixed + " != nnodes=" + nnodes);
            return;
        }
        int[] f = new int[free];
        Arrays.fill(f, 1);
        int rest = nnodes / fixed;
        java.util.List<Integer> primes = new java.util.ArrayList<>();
        for (int q = 2; (long) q * q <= rest; q++) while (rest % q == 0) {
            primes.add(q);
            rest /= q;
        }
        if (rest > 1) primes.add(rest);
        primes.sort(java.util.Comparator.reverseOrder());
        for (int q : primes) {
            int smallest = 0;
            for (int i = 1; i < free; i++) if (f[i] < f[smallest]) smallest = i;
            f[smallest] *= q;
        }
        Arrays.sort(f);
        for (int i = 0, k = free - 1; i < dims.length; i++) if (dims[i] == 0) dims[i] = f[k--];
    }
}
