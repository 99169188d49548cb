package jgf;

/**
 * The JGF block decomposition BLOCK(n, g): ranks 0..P-2 own p = ceil((n/g)/P) * g consecutive items,
 * the last rank the remainder, which must be positive.
 */
public final class Block {
    public final int p;
    public final int rem;
    public final int mine;

    public Block(String kernel, int n, int granularity, int nprocs, int rank) {
        int units = n / granularity;
        this.p = (units + nprocs - 1) / nprocs * granularity;
        this.rem = n - p * (nprocs - 1);
        if (rem <= 0) {
            throw new IllegalArgumentException(kernel + ": " + nprocs + " processes are too many for " + n
                    + " items in blocks of " + p + " (the last process would own " + rem + "); use fewer processes");
        }
        this.mine = rank == nprocs - 1 ? rem : p;
    }

    /** Items rank k owns. */
    public int count(int k, int nprocs) {
        return k == nprocs - 1 ? rem : p;
    }
}
